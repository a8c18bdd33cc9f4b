/**
 * Server messages that contracts do not have yet. Each is a candidate to move into
 * shared/src/contracts/messages.ts (serverMessages); until then it lives here, once.
 */
/** Tables named as people name their rows, always plural (the sentence's verb is). */
const tableInWords: Record<string, string> = {
  stock: 'stock batches',
  'stock movements': 'stock movements',
  'purchase products': 'purchase lines',
  'transfer products': 'transfer lines',
  'sale products': 'sale lines',
  'shipment products': 'shipment orders',
  'inventory employments': 'supervisor assignments',
  'status changes': 'status changes',
};

export const serverLocalMessages = {
  /** A write refused by a foreign key that no route translated into its own message. */
  conflict: 'This change conflicts with other records that refer to it.',
  /** A delete refused because rows of another table ('sale products') still refer to the row. */
  stillReferenced: (table: string) =>
    `This record cannot be deleted because ${tableInWords[table] ?? table} still refer to it. Remove or change those first.`,
  /** GET / or a client route while host/dist has not been built. */
  notBuilt: 'The web application has not been built yet; the API is available under /api.',
  /** A request path past the longest the app answers (414). */
  pathTooLong: (max: number) => `The address is too long: paths of at most ${max} characters are answered.`,
  /** A path with a % that starts no valid escape, such as '/admin/%ZZ' (400). */
  badAddress: 'The address cannot be read: each % in it must start an escape such as %20.',
  /** Body or query keys the request does not take: a misspelt field would otherwise be dropped unsaid (400). */
  unknownFields: (keys: readonly string[]) =>
    `${keys.length === 1 ? 'Unknown field' : 'Unknown fields'}: ${keys.join(', ')}`,
  /** A value of the wrong type or outside its set, where the schema kept zod's own words, which name no field. */
  mustBe: (subject: string, what: string) => `${subject} must be ${what}`,
  /** A list with too few or too many items, as above. */
  itemCount: (subject: string, least: boolean, bound: number) =>
    `${subject} must have ${least ? 'at least' : 'at most'} ${bound} ${bound === 1 ? 'item' : 'items'}`,
  /** A text too short or too long, as above. */
  characterCount: (subject: string, least: boolean, bound: number) =>
    `${subject} must have ${least ? 'at least' : 'at most'} ${bound} ${bound === 1 ? 'character' : 'characters'}`,
  /** Fields another write of the resource sets but this request does not: they would be dropped unsaid (400). */
  fieldsNotChangedHere: (keys: readonly string[]) => `This request cannot change ${keys.join(', ')}`,
} as const;
