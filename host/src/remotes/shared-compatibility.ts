import satisfies from 'semver/functions/satisfies';
import validRange from 'semver/ranges/valid';
import { SHARED_PACKAGE, SHARED_VERSION } from '@logistics/shared/contracts/version';

/** What a remote's mf-manifest.json says about one module it shares (as @module-federation/enhanced writes it). */
interface ManifestShared {
  name: string;
  requiredVersion?: string;
}

/** A remote built against a version of @logistics/shared this host does not provide. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
}

export function incompatibleRemoteMessage(remote: string, range: string, provided: string): string {
  return `${remote} was built for ${SHARED_PACKAGE} ${range}, but this host provides ${provided}. Deploy a version of ${remote} built for ${provided}, or update the host.`;
}

/**
 * The ranges of @logistics/shared a remote's manifest requires. A manifest that names none (an older build)
 * requires nothing the host can check; Module Federation's own strict version check still applies.
 */
export function requiredSharedRanges(manifest: unknown): string[] {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return [];
  const ranges = new Set<string>();
  for (const entry of shared as ManifestShared[]) {
    if (
      typeof entry?.name === 'string' &&
      entry.name.startsWith(`${SHARED_PACKAGE}/`) &&
      entry.requiredVersion
    ) {
      ranges.add(entry.requiredVersion);
    }
  }
  return [...ranges];
}

/** Why a remote requiring these ranges cannot be loaded by a host providing `provided`, or null if it can. */
export function sharedIncompatibility(
  remote: string,
  ranges: readonly string[],
  provided = SHARED_VERSION,
): string | null {
  const unmet = ranges.find((range) => !validRange(range) || !satisfies(provided, range));
  return unmet === undefined ? null : incompatibleRemoteMessage(remote, unmet, provided);
}

/** Throws IncompatibleRemoteError when `provided` does not satisfy every range the remote requires. */
export function assertSharedCompatible(remote: string, manifest: unknown, provided = SHARED_VERSION): void {
  const problem = sharedIncompatibility(remote, requiredSharedRanges(manifest), provided);
  if (problem) throw new IncompatibleRemoteError(problem);
}
