/**
 * The version of @logistics/shared (semver; kept equal to shared/package.json by a test). The host compares
 * it with the range each remote was built against and refuses a remote that needs another major.
 */
export const SHARED_VERSION = '3.7.0';

/** The package whose stateful modules and library doors are shared as Module Federation singletons. */
export const SHARED_PACKAGE = '@logistics/shared';
