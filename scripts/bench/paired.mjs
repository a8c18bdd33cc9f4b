// Two builds measured in the same rounds (each round runs both, one right after the other), compared round by
// round: the ratio of each round's two figures cancels what moved the machine between rounds, which on a shared
// two-core machine is more than most changes win. A change wins a figure clearly only when the interval of its
// median ratio lies wholly on one side of 1. The interval is the sign test's, which assumes nothing of how the
// ratios spread: between the k-th smallest and the k-th largest ratio, k the largest count for which k - 1 or
// fewer of n fair coin tosses come up heads with a chance of at most half of 1 - level. With too few rounds there
// is none (six at 95%, eight at 99%).
import { median } from './median.mjs';

/** The chance that `n` fair coin tosses give at most `heads` heads. */
function atMost(heads, n) {
  let term = 0.5 ** n;
  let sum = term;
  for (let count = 1; count <= heads; count += 1) {
    term = (term * (n - count + 1)) / count;
    sum += term;
  }
  return sum;
}

/** The fewest rounds with which an interval of the median at `level` exists: n rounds all on one side by chance. */
export function fewestRounds(level = 0.95) {
  let rounds = 1;
  while (0.5 ** rounds > (1 - level) / 2) rounds += 1;
  return rounds;
}

/**
 * `before[i]` and `after[i]` are round i's figures (lower is better); a round where either is missing is left out.
 * Answers the medians, the median of the rounds' after ÷ before, its interval at `level`, and the verdict: 'faster'
 * or 'slower' when the interval lies wholly below or above 1, else 'no clear difference'.
 */
export function comparePaired(before, after, { level = 0.95 } = {}) {
  if (before.length !== after.length) throw new Error('each round needs a figure of both builds');
  const rounds = before
    .map((value, index) => [value, after[index]])
    .filter(([first, second]) => Number.isFinite(first) && Number.isFinite(second) && first > 0);
  const fewest = fewestRounds(level);
  if (rounds.length < fewest)
    throw new Error(`at least ${fewest} rounds with both figures are needed, ${rounds.length} had them`);
  const ratios = rounds.map(([first, second]) => second / first).sort((a, b) => a - b);
  let k = 1;
  while (atMost(k, ratios.length) <= (1 - level) / 2) k += 1;
  const low = ratios[k - 1];
  const high = ratios[ratios.length - k];
  return {
    rounds: rounds.length,
    before: median(rounds.map(([first]) => first)),
    after: median(rounds.map(([, second]) => second)),
    ratio: median(ratios),
    low,
    high,
    verdict: high < 1 ? 'faster' : low > 1 ? 'slower' : 'no clear difference',
  };
}
