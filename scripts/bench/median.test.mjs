import { median } from './median.mjs';

describe('median', () => {
  it('is the middle value of an odd count and the mean of the middle two of an even one, in any order', () => {
    expect(median([3000, 1000, 2000])).toBe(2000);
    expect(median([4000, 1000, 3000, 2000])).toBe(2500);
  });

  it('leaves out a run that gave no figure, and is null when none did', () => {
    expect(median([Number.NaN, 1200, undefined, 800, 1000])).toBe(1000);
    expect(median([Number.NaN])).toBeNull();
    expect(median([])).toBeNull();
  });
});
