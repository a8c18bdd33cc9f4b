import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPILE_EAGERLY_HINT, CompileEagerlyPlugin } from './compile-eagerly.mjs';

// A two-chunk app (an entry that loads a screen's chunk) built by the apps' webpack, minified, with source maps:
// once as it is, once with the plugin.
const webpack = createRequire(join(__dirname, '..', 'host', 'package.json'))('webpack');
let folder;
let plain;
let hinted;

async function build(plugins) {
  const outputPath = join(folder, plugins.length > 0 ? 'hinted' : 'plain');
  await new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: folder,
        entry: { main: join(folder, 'entry.js') },
        devtool: 'source-map',
        output: { path: outputPath, filename: '[name].js', chunkFilename: 'screen.js' },
        plugins,
      },
      (error, stats) =>
        error || stats.hasErrors() ? reject(error ?? new Error(stats.toString('errors-only'))) : resolve(),
    ),
  );
  const read = (file) => readFileSync(join(outputPath, file), 'utf8');
  return { read, map: (file) => JSON.parse(read(`${file}.map`)) };
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'compile-eagerly-'));
  writeFileSync(join(folder, 'entry.js'), "import('./screen.js').then((screen) => screen.draw());\n");
  writeFileSync(join(folder, 'screen.js'), "export function draw() {\n  document.title = 'drawn';\n}\n");
  plain = await build([]);
  hinted = await build([new CompileEagerlyPlugin()]);
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the eager-compile hint on loaded chunks', () => {
  it("starts a loaded chunk with the hint, after the minifier (which drops comments) and with the chunk's code as it was", () => {
    expect(hinted.read('screen.js')).toBe(`${COMPILE_EAGERLY_HINT}\n${plain.read('screen.js')}`);
  });

  it('leaves the entry chunk to compile lazily: most of it is not called before the first screen', () => {
    expect(hinted.read('main.js')).toBe(plain.read('main.js'));
    expect(hinted.read('main.js')).not.toContain(COMPILE_EAGERLY_HINT);
  });

  it("moves the chunk's source map down by the hint's line, so a stack trace still points at its source", () => {
    expect(hinted.map('screen.js').mappings).toBe(`;${plain.map('screen.js').mappings}`);
    expect(hinted.map('screen.js').sources).toEqual(plain.map('screen.js').sources);
  });
});
