import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * The contracts' modules import one another without a cycle. Each resource's file holds its declaration, which
 * resources.ts gathers, and the tables derived from it (labels, permissions, messages) import resources.ts: a
 * resource file that imported one of those would close a loop, and whichever module Node loaded first would meet
 * another's constant before it is defined. Type-only imports are erased, so they may go anywhere.
 */
const contractsDir = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The contracts modules a file imports or re-exports values from (`import type` and `export type` left out). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const statements = source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from '([^']+)';/gms);
  return [...statements].flatMap(([, typeOnly, specifier]) => {
    if (typeOnly || specifier === undefined) return [];
    if (specifier.startsWith('.')) {
      return [normalize(join(dirname(file), specifier.replace(/\.js$/, '.ts')))];
    }
    const packagePath = '@logistics/shared/contracts/';
    return specifier.startsWith(packagePath)
      ? [join(contractsDir, `${specifier.slice(packagePath.length)}.ts`)]
      : [];
  });
}

/** Every cycle met by a depth-first walk from each file, as the relative paths around it. */
function importCycles(imports: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      cycles.push([...path.slice(at), file].map((step) => relative(contractsDir, step)));
      return;
    }
    if (done.has(file)) return;
    for (const next of imports.get(file) ?? []) walk(next, [...path, file]);
    done.add(file);
  };
  for (const file of imports.keys()) walk(file, []);
  return cycles;
}

describe("the contracts' imports", () => {
  const files = sourceFiles(contractsDir);
  const importsOf = () => new Map(files.map((file) => [file, valueImports(file)]));
  const vendors = join(contractsDir, 'vendors.ts');

  it('reads the real files: resources.ts imports each resource file, which imports its columns', () => {
    expect(files).toContain(vendors);
    expect(valueImports(join(contractsDir, 'resources.ts'))).toContain(vendors);
    expect(valueImports(vendors)).toContain(join(contractsDir, 'list-columns.ts'));
  });

  it('form no cycle, so any contracts module may be the first one loaded', () => {
    expect(importCycles(importsOf())).toEqual([]);
  });

  it('names the cycle a resource file would close by importing what resources.ts feeds', () => {
    const imports = importsOf();
    imports.set(vendors, [...(imports.get(vendors) ?? []), join(contractsDir, 'lists.ts')]);
    expect(importCycles(imports)).toEqual([['resources.ts', 'vendors.ts', 'lists.ts', 'resources.ts']]);
  });
});
