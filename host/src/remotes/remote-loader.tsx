import { lazy } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { PageKey } from '@logistics/shared/contracts/menus';
import { remoteOfRole, type Role, type RemoteName } from '@logistics/shared/contracts/roles';
import type { RemoteModule } from '@logistics/shared/ui/remote-module';
import { assertSharedCompatible } from './shared-compatibility';

/** Where the server (or the dev server) says each remote's manifest is; read at run time, never built in. */
export const REMOTES_MANIFEST_URL = '/remotes.json';
export const EXPOSED_APP = 'app';

/** The module each remote exposes as ./app (its type lives in shared, where each remote is checked against it). */
export type RoleRemoteModule = RemoteModule;

type RemoteManifest = Partial<Record<RemoteName, { entry: string }>>;

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

let manifest: Promise<RemoteManifest> | null = null;

/** Fetches /remotes.json once; a failure is forgotten so that Retry asks again. */
export function fetchRemoteManifest(): Promise<RemoteManifest> {
  manifest ??= fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new RemoteLoadError(`${REMOTES_MANIFEST_URL} answered ${response.status}.`);
      return (await response.json()) as RemoteManifest;
    })
    .catch((error: unknown) => {
      manifest = null;
      throw error;
    });
  return manifest;
}

/**
 * Reads the remote's mf-manifest.json and refuses a remote built for a @logistics/shared this host does not
 * provide, before any of its code runs. An entry that is not a manifest (a bare remoteEntry.js) is not checked
 * here; Module Federation's strict version check still guards it.
 */
async function checkRemoteManifest(name: RemoteName, entry: string): Promise<void> {
  const url = new URL(entry, window.location.href);
  if (!url.pathname.endsWith('.json')) return;
  const response = await fetch(entry, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new RemoteLoadError(`${entry} answered ${response.status}.`);
  const body = await response.text();
  assertSharedCompatible(name, JSON.parse(body));
  checkedManifests.set(url.href, body);
}

/**
 * The fallback's code comes with antd, so it is not imported here: the loader must not wait for antd, or a page
 * opened afresh would start downloading its remote only once antd had arrived. Drawn in the layout, whose chunk
 * holds it already (the outlet's error boundary shows it too), so it is there whenever a remote fails.
 */
const RemoteFallback = lazy(() =>
  import('./remote-fallback').then((module) => ({ default: module.RemoteFallback })),
);

/** Manifests just read and checked, handed once to the runtime so that it does not download them again. */
const checkedManifests = new Map<string, string>();

/**
 * When a remote cannot be loaded (its manifest, entry or chunks), loadRemote answers with a module whose
 * component is the fallback instead of throwing; the error boundary covers what goes wrong later.
 */
export const fallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'logistics-remote-fallback',
  fetch(url) {
    const href = new URL(url, window.location.href).href;
    const body = checkedManifests.get(href);
    if (body === undefined) return undefined;
    // Once: a later load (a Retry) reads the manifest from the server again.
    checkedManifests.delete(href);
    return Promise.resolve(new Response(body, { headers: { 'content-type': 'application/json' } }));
  },
  errorLoadRemote(args) {
    if (args.lifecycle !== 'onLoad') return undefined;
    console.error(`The remote module ${args.id} could not be loaded.`, args.error);
    const fallback: RoleRemoteModule = { default: () => <RemoteFallback retriesByItself /> };
    return fallback;
  },
});

let pluginRegistered = false;
const registered = new Set<string>();
const loading = new Map<Role, Promise<RoleRemoteModule>>();

/**
 * Registers the remote of this role only (no other remote is fetched) and loads its `./app`. On a retry the
 * remote is registered again by force, which clears what the runtime cached of the failed attempt. A first load
 * already under way (started by `preloadRolePage` at the login) is shared, not started twice.
 */
export function loadRoleRemote(role: Role, { retry = false } = {}): Promise<RoleRemoteModule> {
  const pending = retry ? undefined : loading.get(role);
  if (pending) return pending;
  const load = loadRoleRemoteNow(role, retry);
  loading.set(role, load);
  // A failed load is not kept: the next one (Retry, or the next visit) starts afresh.
  load.catch(() => {
    if (loading.get(role) === load) loading.delete(role);
  });
  return load;
}

/**
 * Loads the role's remote and one of its pages' code ahead of their first screen (the home at the login, a menu
 * page while the home is idle or its link is hovered); errors surface where the page is shown.
 */
export function preloadRolePage(role: Role, page: PageKey): Promise<void> {
  return loadRoleRemote(role)
    .then((module) => module.preloadPage?.(page))
    .catch(() => undefined);
}

async function loadRoleRemoteNow(role: Role, retry: boolean): Promise<RoleRemoteModule> {
  if (!pluginRegistered) {
    registerPlugins([fallbackPlugin()]);
    pluginRegistered = true;
  }
  const name = remoteOfRole[role];
  // A retry reads /remotes.json again: the remote may have been redeployed (or rolled back) meanwhile.
  if (retry) manifest = null;
  const remotes = await fetchRemoteManifest();
  const entry = remotes[name]?.entry;
  if (!entry) throw new RemoteLoadError(`${REMOTES_MANIFEST_URL} does not list ${name}.`);
  await checkRemoteManifest(name, entry);
  if (retry || !registered.has(name)) {
    registerRemotes([{ name, entry }], { force: retry && registered.has(name) });
    registered.add(name);
  }
  const module = await loadRemote<RoleRemoteModule>(`${name}/${EXPOSED_APP}`);
  if (!module || typeof module.default !== 'function') {
    throw new RemoteLoadError(`${name} does not expose a component as ./${EXPOSED_APP}.`);
  }
  return module;
}
