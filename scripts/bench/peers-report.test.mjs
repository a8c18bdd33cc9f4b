import { report } from './peers-report.mjs';

/** A run's medians: the form, no input delay, then the three times a target weighs, and the scripts' size. */
const figures = (loginToHomeMs, menuToRowsMs, returningMs) => ({
  formMs: 1000,
  inputDelayMs: 0,
  loginToHomeMs,
  menuToRowsMs,
  returningMs,
  homeScriptsKb: 700,
});

describe("the peers section's targets", () => {
  const medians = {
    ra: figures(3000, 2000, 4000),
    captain: figures(2100, 900, 2800),
    'captain@remembered': figures(1200, 900, 2800),
    'admin@remembered': figures(1350, 1000, 2900),
    // Slower than every role the login's target names, at the login click and at the sidebar.
    'fleet-manager@remembered': figures(2700, 1300, 2920),
    // React and the grid alone: faster than every role, and no login.
    floor: { menuToRowsMs: 500, returningMs: 2000, homeScriptsKb: 270 },
  };
  const { targets, markdown } = report(medians, []);

  it("weigh the login click of the captain, the inventory-manager and the admin only, as the login's target names them", () => {
    expect(targets[0]).toContain(
      'signed in before, the worst of the captain, the inventory-manager and the admin 0.45× — **met**',
    );
    expect(targets[0]).toContain('never did, the worst 0.70× — **met**');
  });

  it("weigh every role's sidebar click and reload", () => {
    expect(targets[1]).toContain(
      "Sidebar click → the next list's rows at most 0.5× the demo's, every role: the worst 0.65× — **missed**",
    );
    expect(targets[2]).toContain('the worst 0.73× — **met**');
  });

  it("say the floor's ratios beside the targets it bounds", () => {
    expect(targets[1]).toContain(
      "the worst 0.65× — **missed** (React and the lists' grid alone, a link drawing the next grid: 0.25×).",
    );
    expect(targets[2]).toContain(
      "the worst 0.73× — **met** (React and the lists' grid alone, navigation → rows: 0.50×).",
    );
    expect(markdown).toContain(
      "| floor: React and the lists' grid alone, no app | — | — | — | 500 (0.25×) | 2,000 (0.50×) | 270 |",
    );
  });

  it("show every role's figures as ratios of the demo's", () => {
    expect(markdown).toContain(
      '| fleet-manager, signed in here before | 1,000 (1.00×) | 0 | 2,700 (0.90×) | 1,300 (0.65×) | 2,920 (0.73×) | 700 |',
    );
  });
});
