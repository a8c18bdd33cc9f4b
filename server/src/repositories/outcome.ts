/** Why a keyed write changed nothing: no such row (404), or the row changed since the caller read it (409). */
export type WriteProblem = 'not-found' | 'stale';

/**
 * The answer of a write addressed by key and version: what was written (under its own names), or the problem.
 * A resource with a refusal of its own adds it as `Extra` (a supervisor's dates before the hire date).
 */
export type Outcome<T, Extra = never> = T | { problem: WriteProblem } | Extra;

export const isProblem = <T extends object>(outcome: Outcome<T>): outcome is { problem: WriteProblem } =>
  'problem' in outcome;
