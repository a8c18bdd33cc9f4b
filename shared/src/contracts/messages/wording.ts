// How the messages put words together: articles, capitals, lists in a sentence, waits.

/** 'a vendor', 'an employee', 'a user': the indefinite article a noun takes when spoken. */
export function withArticle(noun: string): string {
  // Vowel letters sounded as consonants ('a user', 'a unit', 'a one-off'), and the other way round are rare
  // enough among the product's nouns to list.
  const consonantSound = /^(u[sn]i|use|usu|eu|one\b)/i.test(noun);
  return `${/^[aeiou]/i.test(noun) && !consonantSound ? 'an' : 'a'} ${noun}`;
}

/** A sentence's first word: 'employee' → 'Employee'. */
export const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A wait as people say it: '45 seconds', '1 minute', '15 minutes' (whole minutes from one minute on). */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** A quantity of stock as people say it: '1 unit', '12 units', '0 units'. */
export const unitsInWords = (units: number) => `${units} ${units === 1 ? 'unit' : 'units'}`;

/** 'a', 'a and b', 'a, b and c': a list in a sentence. */
export function listInWords(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** How many keys a message names before it says 'and N more'. */
export const NAMED_KEYS_MAX = 3;

/** 'the purchase “MR-1”', 'the sales “B-1”, “B-2”, “B-3” and 4 more': documents named by their keys. */
export function documentsInWords(
  kind: { singular: string; plural: string },
  keys: readonly string[],
  total: number = keys.length,
): string {
  const named = keys.slice(0, NAMED_KEYS_MAX).map((key) => `“${key}”`);
  if (total > named.length) named.push(`${total - named.length} more`);
  return `the ${total === 1 ? kind.singular : kind.plural} ${listInWords(named)}`;
}
