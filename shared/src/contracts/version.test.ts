import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_PACKAGE, SHARED_VERSION } from './version';

describe('the shared version', () => {
  const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };

  it('is the version of shared/package.json, so what the host checks is what was published', () => {
    expect(SHARED_VERSION).toBe(pkg.version);
    expect(SHARED_PACKAGE).toBe(pkg.name);
  });

  it('is a full semver version', () => {
    expect(SHARED_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
