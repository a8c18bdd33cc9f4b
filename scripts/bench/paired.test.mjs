import { median } from './median.mjs';
import { comparePaired, fewestRounds } from './paired.mjs';

// Ten rounds of a figure whose level moves by half between rounds, as on a busy shared machine.
const machine = [3000, 4200, 2800, 3900, 3300, 4500, 2900, 3600, 4100, 3100];

describe('comparePaired', () => {
  it('finds a change 10% faster in every round clearly faster, though the rounds move far more than 10%', () => {
    const after = machine.map((value) => value * 0.9);
    const result = comparePaired(machine, after);
    expect(result.verdict).toBe('faster');
    expect(result.ratio).toBeCloseTo(0.9, 10);
    expect(result.high).toBeLessThan(1);
    expect(result.before).toBe(median(machine));
    expect(result.after).toBeCloseTo(median(machine) * 0.9, 10);
  });

  it('finds a change 10% slower in every round clearly slower', () => {
    const result = comparePaired(
      machine,
      machine.map((value) => value * 1.1),
    );
    expect(result.verdict).toBe('slower');
    expect(result.low).toBeGreaterThan(1);
  });

  it('calls no winner when the rounds go both ways', () => {
    const after = machine.map((value, round) => value * (round % 2 === 0 ? 0.85 : 1.15));
    const result = comparePaired(machine, after);
    expect(result.verdict).toBe('no clear difference');
    expect(result.low).toBeLessThan(1);
    expect(result.high).toBeGreaterThan(1);
  });

  it('calls no winner between equal builds, with ±5% of noise and one round stalled under one of them', () => {
    // Equal builds but for noise of ±5%, and one round where the machine stalled under the second build.
    const after = machine.map(
      (value, round) => value * [0.95, 1.05, 0.97, 1.03, 1.0, 0.96, 1.04, 1.02, 0.98, 1.8][round],
    );
    expect(comparePaired(machine, after).verdict).toBe('no clear difference');
  });

  it('takes the 2nd smallest and 2nd largest of ten ratios for the interval, as the sign test gives it', () => {
    const ratios = [0.7, 0.8, 0.85, 0.9, 0.92, 0.95, 0.97, 1.02, 1.05, 1.3];
    const result = comparePaired(
      machine,
      machine.map((value, round) => value * ratios[round]),
    );
    expect(result.low).toBeCloseTo(0.8, 10);
    expect(result.high).toBeCloseTo(1.05, 10);
    expect(result.ratio).toBeCloseTo((0.92 + 0.95) / 2, 10);
    expect(result.verdict).toBe('no clear difference');
  });

  it('needs all of six rounds on one side: five faster and one slower is no win', () => {
    const six = machine.slice(0, fewestRounds());
    expect(
      comparePaired(
        six,
        six.map((value) => value * 0.95),
      ).verdict,
    ).toBe('faster');
    const fiveOfSix = six.map((value, round) => value * (round === 3 ? 1.01 : 0.8));
    expect(comparePaired(six, fiveOfSix).verdict).toBe('no clear difference');
  });

  it('at 99%, needs eight rounds and all ten of ten on one side, where 95% takes nine of ten', () => {
    expect(fewestRounds(0.95)).toBe(6);
    expect(fewestRounds(0.99)).toBe(8);
    const nineOfTen = machine.map((value, round) => value * (round === 4 ? 1.02 : 0.9));
    expect(comparePaired(machine, nineOfTen).verdict).toBe('faster');
    const strict = comparePaired(machine, nineOfTen, { level: 0.99 });
    expect(strict.verdict).toBe('no clear difference');
    expect(strict.high).toBeCloseTo(1.02, 10);
    expect(
      comparePaired(
        machine,
        machine.map((value) => value * 0.9),
        { level: 0.99 },
      ).verdict,
    ).toBe('faster');
    expect(() => comparePaired(machine.slice(0, 7), machine.slice(0, 7), { level: 0.99 })).toThrow(
      'at least 8 rounds with both figures are needed, 7 had them',
    );
  });

  it('leaves out a round where either build failed, and refuses fewer than six rounds', () => {
    const before = [1000, Number.NaN, 1000, 1000, 1000, 1000, 1000, 1000];
    const after = [900, 900, 900, Number.NaN, 900, 900, 900, 900];
    const result = comparePaired(before, after);
    expect(result.rounds).toBe(6);
    expect(result.ratio).toBeCloseTo(0.9, 10);
    expect(() => comparePaired(before.slice(0, 7), after.slice(0, 7))).toThrow(
      'at least 6 rounds with both figures are needed, 5 had them',
    );
    expect(() => comparePaired([1000, 1000, 1000], [900, 900])).toThrow('each round');
  });
});
