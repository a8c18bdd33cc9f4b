/**
 * Names travel in paths with spaces as hyphens; the inventory detail path is also lowercase. Names are unique
 * in this path form, so the server can look a row up by it.
 */
export function nameToPath(name: string): string {
  return name.trim().replace(/\s+/g, '-');
}

/**
 * A row's key as its path names it (`/vendors/{key}`): a name (the list definition's `keyField` is `name`) travels
 * with its spaces as hyphens; any other key (an id, a VIN, a document's own ID) as it is.
 */
export function keyInPath(keyField: string, key: string): string {
  return keyField === 'name' ? nameToPath(key) : key;
}

/** The case-insensitive key under which a name is unique: spaces and hyphens are equal. */
export function pathKey(nameOrPath: string): string {
  return nameOrPath
    .trim()
    .replace(/[\s-]+/g, '-')
    .toLowerCase();
}

export function inventoryDetailPath(name: string): string {
  return pathKey(name);
}

/** Paths that a name may not take, because the route table uses them (for example inventories/supervisors). */
export const reservedPathNames = ['supervisors', 'new', 'create'] as const;

export function isReservedPathName(name: string): boolean {
  return (reservedPathNames as readonly string[]).includes(pathKey(name));
}
