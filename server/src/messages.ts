/**
 * Server messages that contracts do not have yet. Each is a candidate to move into
 * shared/src/contracts/messages.ts (serverMessages); until then it lives here, once.
 */
export const serverLocalMessages = {
  /** A write refused by a foreign key that no route translated into its own message. */
  conflict: 'This change conflicts with other records that refer to it.',
  /** A delete refused because rows of another table still refer to the row (named as the table's words). */
  stillReferenced: (dependents: string) =>
    `This record cannot be deleted because ${dependents} still refer to it. Remove or change those first.`,
  /** GET / or a client route while host/dist has not been built. */
  notBuilt: 'The web application has not been built yet; the API is available under /api.',
} as const;
