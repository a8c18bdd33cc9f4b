import {
  assertSharedCompatible,
  IncompatibleRemoteError,
  incompatibleRemoteMessage,
  requiredSharedRanges,
} from './shared-compatibility';

/** The shape @module-federation/enhanced writes into mf-manifest.json. */
const manifestRequiring = (range: string) => ({
  name: 'remote-fleet',
  shared: [
    { name: 'react', requiredVersion: '^19.2.0' },
    { name: '@logistics/shared/contracts/menus', requiredVersion: range },
    { name: '@logistics/shared/ui/role-routes', requiredVersion: range },
  ],
});

describe('shared compatibility of a remote', () => {
  it('reads the ranges of @logistics/shared only, once each', () => {
    expect(requiredSharedRanges(manifestRequiring('^1.0.0'))).toEqual(['^1.0.0']);
    expect(requiredSharedRanges({ shared: 'nonsense' })).toEqual([]);
    expect(requiredSharedRanges(null)).toEqual([]);
  });

  it('accepts a remote built for the same major', () => {
    expect(() => assertSharedCompatible('remote-fleet', manifestRequiring('^1.0.0'), '1.4.2')).not.toThrow();
  });

  it('refuses a remote built for another major, saying which and what to do', () => {
    const check = () => assertSharedCompatible('remote-fleet', manifestRequiring('^2.0.0'), '1.4.2');
    expect(check).toThrow(IncompatibleRemoteError);
    expect(check).toThrow(incompatibleRemoteMessage('remote-fleet', '^2.0.0', '1.4.2'));
    expect(incompatibleRemoteMessage('remote-fleet', '^2.0.0', '1.4.2')).toBe(
      'remote-fleet was built for @logistics/shared ^2.0.0, but this host provides 1.4.2. Deploy a version of remote-fleet built for 1.4.2, or update the host.',
    );
  });

  it('accepts a remote built from an older minor of the same major', () => {
    expect(() => assertSharedCompatible('remote-fleet', manifestRequiring('^1.2.0'), '1.4.2')).not.toThrow();
  });

  it('refuses a remote that needs a newer minor than the host provides', () => {
    expect(() => assertSharedCompatible('remote-admin', manifestRequiring('^1.5.0'), '1.4.2')).toThrow(
      IncompatibleRemoteError,
    );
  });

  it('refuses a range it cannot read rather than guessing', () => {
    expect(() => assertSharedCompatible('remote-admin', manifestRequiring('not a range'), '1.0.0')).toThrow(
      IncompatibleRemoteError,
    );
  });
});
