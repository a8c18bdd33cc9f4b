/**
 * A resource's root query key: every query of the resource sits under it (its `<resource>Keys`), so invalidating
 * it (a write, a live event, an import) reads them all again. Query keys are built only from these: eslint
 * refuses an array literal as a `queryKey`.
 */
export function resourceKey<R extends string>(resource: R): readonly [R] {
  return [resource] as const;
}
