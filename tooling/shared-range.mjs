/**
 * The range of @logistics/shared an app built from `version` requires: that minor or any later one of the same
 * major. A minor adds exports a build from it may use, so an older minor cannot serve it; a patch adds none.
 * @param {string} version the version of shared/package.json the app is built from (`3.1.2`)
 * @returns {string} the range its mf-manifest.json declares (`^3.1.0`)
 */
export function requiredSharedRange(version) {
  const parts = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version);
  if (!parts) throw new Error(`@logistics/shared's version "${version}" is not a semantic version (x.y.z)`);
  return `^${parts[1]}.${parts[2]}.0`;
}
