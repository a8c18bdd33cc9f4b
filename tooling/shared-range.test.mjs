import { requiredSharedRange } from './shared-range.mjs';

describe('the range of @logistics/shared a build requires', () => {
  it('is the minor it was built from, or any later one of its major', () => {
    expect(requiredSharedRange('3.1.0')).toBe('^3.1.0');
    expect(requiredSharedRange('3.0.0')).toBe('^3.0.0');
    expect(requiredSharedRange('4.12.0')).toBe('^4.12.0');
  });

  it('ignores the patch, which adds no export', () => {
    expect(requiredSharedRange('3.1.7')).toBe('^3.1.0');
    expect(requiredSharedRange('3.2.0-rc.1')).toBe('^3.2.0');
  });

  it('refuses a version it cannot read rather than building a remote that requires nothing', () => {
    expect(() => requiredSharedRange('3.1')).toThrow('is not a semantic version');
    expect(() => requiredSharedRange('')).toThrow('is not a semantic version');
  });
});
