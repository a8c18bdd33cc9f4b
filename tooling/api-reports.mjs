// API Extractor's reports of the modules of @logistics/shared that cross the host/remote boundary: the shared
// modules of tooling/webpack.mjs (the doors and the stores the host provides), then every module of
// @logistics/shared whose declarations those reports name (the contracts their types come from), until none is
// new. Each report lists what its module exports, with types, and the unexported types they use.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { sharedModules } from './webpack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(root, 'shared', 'src');
const PACKAGE = '@logistics/shared/';

/** `ui/antd` → `ui-antd`: a report's name, for its file `ui-antd.api.md`. */
export const reportName = (module) => module.replace('/', '-');

function sourceOf(module) {
  const file = ['.ts', '.tsx'].map((extension) => join(sourceDir, module + extension)).find(existsSync);
  if (!file) throw new Error(`@logistics/shared/${module}: no shared/src/${module}.ts or .tsx`);
  return file;
}

/** The modules of @logistics/shared a report imports from (`import { Role } from '@logistics/shared/contracts/roles'`). */
const importedModules = (report) =>
  [...report.matchAll(/^import .* from '@logistics\/shared\/([^']+)';$/gm)].map((match) => match[1]);

/** API Extractor's settings for one module's report, written to `folder`. */
function configOf(work, module, folder) {
  const entry = join(work, 'dts', `${module}.d.ts`);
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: work,
      mainEntryPointFilePath: entry,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            module: 'esnext',
            moduleResolution: 'bundler',
            customConditions: ['source'],
            skipLibCheck: true,
            types: [],
          },
          files: [entry],
        },
      },
      // The unexported types the exports use are part of the surface (a store's state): report them too.
      apiReport: {
        enabled: true,
        reportFileName: reportName(module),
        reportFolder: folder,
        reportTempFolder: folder,
        includeForgottenExports: true,
      },
      newlineKind: 'lf',
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      // Findings about documentation comments are not the surface: left out of the reports and the output.
      messages: {
        extractorMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
        tsdocMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
        compilerMessageReporting: { default: { logLevel: 'error' } },
      },
    },
    configObjectFullPath: join(work, 'api-extractor.json'),
    packageJsonFullPath: join(root, 'shared', 'package.json'),
  });
}

/**
 * Generates the reports (TypeScript's declarations of the modules first, then API Extractor on each, over one
 * TypeScript program).
 * @returns {Record<string, string>} report name → `.api.md` text
 */
export function generateReports() {
  const work = mkdtempSync(join(tmpdir(), 'logistics-api-report-'));
  try {
    const start = sharedModules.map((name) => name.replace(PACKAGE, ''));
    // Every module of shared/src the program reaches gets declarations, so a later round needs no second tsc.
    writeFileSync(
      join(work, 'tsconfig.json'),
      JSON.stringify({
        extends: join(root, 'tsconfig.base.json'),
        compilerOptions: {
          noEmit: false,
          declaration: true,
          emitDeclarationOnly: true,
          // The typecheck step checks types; declarations alone are written several times faster.
          noCheck: true,
          outDir: join(work, 'dts'),
          rootDir: sourceDir,
        },
        files: start.map(sourceOf),
      }),
    );
    execFileSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', join(work, 'tsconfig.json')], {
      stdio: 'inherit',
    });
    const folder = join(work, 'reports');
    mkdirSync(folder);
    const reports = {};
    const queue = [...start];
    let compilerState;
    while (queue.length > 0) {
      const module = queue.shift();
      if (reportName(module) in reports) continue;
      if (!existsSync(join(work, 'dts', `${module}.d.ts`))) {
        throw new Error(`@logistics/shared/${module} is named by a report but was not compiled`);
      }
      const config = configOf(work, module, folder);
      compilerState ??= CompilerState.create(config, {
        additionalEntryPoints: readdirSync(join(work, 'dts'), { recursive: true })
          .filter((file) => file.endsWith('.d.ts'))
          .map((file) => join(work, 'dts', file)),
      });
      const result = Extractor.invoke(config, { localBuild: true, compilerState, messageCallback: quiet });
      if (result.errorCount > 0) throw new Error(`API Extractor failed on @logistics/shared/${module}`);
      const report = readFileSync(join(folder, `${reportName(module)}.api.md`), 'utf8');
      reports[reportName(module)] = report;
      queue.push(...importedModules(report));
    }
    return reports;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** API Extractor's console notes (its TypeScript version, a report file written to the temporary folder) are not news. */
const QUIET = new Set([
  'console-preamble',
  'console-compiler-version-notice',
  'console-api-report-created',
  'console-api-report-copied',
]);
function quiet(message) {
  if (QUIET.has(message.messageId)) message.logLevel = 'none';
}
