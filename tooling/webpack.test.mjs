import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The configuration is an ES module reading its own location, so it is loaded as the build loads it, by Node.
const repositoryRoot = join(__dirname, '..');

/** The resolve aliases of the host's webpack configuration in `mode`. */
async function hostAliases(mode) {
  const script = [
    "import { createConfig } from './tooling/webpack.mjs';",
    `const config = createConfig({ name: 'host', dir: ${JSON.stringify(join(repositoryRoot, 'host'))} }, {}, { mode: '${mode}' });`,
    'console.log(JSON.stringify(config.resolve.alias));',
  ].join('\n');
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repositoryRoot,
  });
  return JSON.parse(stdout);
}

describe('the webpack configuration', () => {
  it("bundles react-router's production build in production, without its warnings for developers", async () => {
    const aliases = await hostAliases('production');
    for (const request of ['react-router$', 'react-router/dom$']) {
      expect(aliases[request]).toMatch(/react-router[/\\]dist[/\\]production[/\\]/);
      expect(readFileSync(aliases[request], 'utf8')).toMatch(/^export /m);
    }
    const entry = readFileSync(aliases['react-router$'], 'utf8');
    const library = [...entry.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)]
      .map(([, chunk]) => readFileSync(join(aliases['react-router$'], '..', chunk), 'utf8'))
      .join('\n');
    expect(library).toContain('ENABLE_DEV_WARNINGS = false');
    expect(library).not.toContain('ENABLE_DEV_WARNINGS = true');
  });

  it("keeps react-router's development build, with its warnings, for development", async () => {
    expect(await hostAliases('development')).not.toHaveProperty(['react-router$']);
  });
});
