import { appendFileSync } from 'node:fs';

/**
 * The reliability suites' figures (cases tried, failures, rows lost…): appended as one JSON line to the file
 * that `npm test` names in RELIABILITY_REPORT and prints in its summary. Without it, nothing is written.
 */
export function recordFigures(suite: string, figures: Record<string, number | string>): void {
  const file = process.env.RELIABILITY_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify({ suite, ...figures })}\n`);
}

/**
 * How many times bigger than in `npm test` the reliability suites run: `pnpm soak` sets SOAK_FACTOR (10 by
 * default) for longer runs; `npm test` keeps 1 so the whole suite stays bounded in time.
 */
export function soakScaled(count: number): number {
  const factor = Number(process.env.SOAK_FACTOR ?? 1);
  return Number.isFinite(factor) && factor >= 1 ? Math.round(count * factor) : count;
}
