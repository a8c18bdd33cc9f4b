/** The hint that has V8 compile every function of a script while it streams in (Chromium 136 and later). */
export const COMPILE_EAGERLY_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8 compiles a function when it is first called, on the main thread. A chunk that starts with
 * `//# allFunctionsCalledOnLoad` has all its functions compiled as it streams in, on a background thread, so a
 * first screen does not stop to compile the code it runs. The chunks that are loaded ahead of their screen (the
 * login page loads the home's, an idle home the menu pages') gain the most: after the click, none of their code is
 * left to compile. An entry chunk keeps V8's lazy compiling: it runs before anything is drawn, and most of what it
 * holds is not called then.
 *
 * Measured against the build before, interleaved (scripts/bench/peers.mjs's figures at 4x CPU throttling, medians of 5,
 * two runs on 2026-11-30): the login click → the home's rows went from 3,451 to 2,834 ms for a captain signed in here
 * before (0.82×), 3,358 to 2,675 ms for an inventory-manager (0.80×), 2,817 to 2,452 ms for the admin's dashboard
 * (0.87×), and 4,830 to 3,112 ms for a captain never signed in (0.64×). The cost: a reload with the cache off compiles
 * whole chunks before running them, 1.01× to 1.08× as long to the home's rows (with the cache on, Chromium keeps the
 * code it compiled for a script it ran before). Compiling functions never called also costs background time and memory,
 * which is why the entries are left out.
 */
export class CompileEagerlyPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(CompileEagerlyPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which drops comments), before the source maps are written (they move by the line).
        { name: CompileEagerlyPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (chunk.hasRuntime()) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(`${COMPILE_EAGERLY_HINT}\n`, source),
              );
            }
          }
        },
      );
    });
  }
}
