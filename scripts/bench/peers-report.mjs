// The peers section's text (scripts/bench/peers.mjs measures it): the headline table, each figure as a ratio of
// react-admin's demo in the same run, and the targets beside it.

/** Runs of each app in one measurement (`PEER_RUNS`); the figures are their medians. */
export const RUNS = Number(process.env.PEER_RUNS ?? 5);
/** The peers section's title, which other sections' targets name to point at the demo's figures. */
export const PEERS_TITLE = "Beside react-admin's demo";
/** The floor's row: React and the lists' grid alone (scripts/bench/floors.mjs), measured in the same run. */
export const FLOOR_NAME = 'floor';
/** The roles whose login click the login's target names; the sidebar's and the reload's name every role. */
const LOGIN_TARGET_ROLES = ['captain', 'inventory-manager', 'admin'];
/** Each figure a run gives, in the headline table's order, with its column's title. */
export const FIGURE_TITLES = {
  formMs: 'form usable',
  inputDelayMs: 'worst input delay while it loads',
  loginToHomeMs: 'login click → home rows',
  menuToRowsMs: 'sidebar click → next rows',
  returningMs: 'returning user → rows',
  homeScriptsKb: 'JS to the home (gzip KB)',
};
export const FIGURES = Object.keys(FIGURE_TITLES);

const label = (name) =>
  name === 'ra'
    ? 'react-admin demo'
    : name === FLOOR_NAME
      ? "floor: React and the lists' grid alone, no app"
      : name.endsWith('@remembered')
        ? `${name.replace('@remembered', '')}, signed in here before`
        : `${name}, a browser never signed in`;

/** The headline table as ratios of the demo's figure, and the targets beside them. */
export function report(medians, rows) {
  const ra = medians.ra;
  const ratio = (value, peer) => (value == null || !peer ? '—' : `${(value / peer).toFixed(2)}×`);
  const cell = (name, key) => {
    const value = medians[name][key];
    if (value == null) return '—';
    return name === 'ra'
      ? value.toLocaleString('en-US')
      : `${value.toLocaleString('en-US')} (${ratio(value, ra[key])})`;
  };
  const names = Object.keys(medians);
  const table = [
    `| | ${FIGURES.map((figure) => FIGURE_TITLES[figure]).join(' | ')} |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    ...names.map(
      (name) =>
        `| ${label(name)} | ${cell(name, 'formMs')} | ${medians[name].inputDelayMs ?? '—'} | ${cell(name, 'loginToHomeMs')} | ${cell(name, 'menuToRowsMs')} | ${cell(name, 'returningMs')} | ${medians[name].homeScriptsKb ?? '—'} |`,
    ),
  ].join('\n');
  const ours = names.filter((name) => name !== 'ra' && name !== FLOOR_NAME);
  const worst = (key, filter) =>
    Math.max(...ours.filter(filter).map((name) => (medians[name][key] ?? Infinity) / ra[key]));
  const verdict = (value, goal) => (value <= goal ? 'met' : 'missed');
  const remembered = (name) => name.endsWith('@remembered');
  const namedForLogin = (name) => LOGIN_TARGET_ROLES.includes(name.replace(/@remembered$/, ''));
  const login = worst('loginToHomeMs', (name) => namedForLogin(name) && remembered(name));
  const loginNew = worst('loginToHomeMs', (name) => namedForLogin(name) && !remembered(name));
  const menu = worst('menuToRowsMs', () => true);
  const back = worst('returningMs', () => true);
  const failed = rows.filter((row) => row.error);
  // What no app drawing its lists with ag-grid can go below, as a ratio of the demo's: said beside each target.
  const floor = medians[FLOOR_NAME];
  const floorOf = (key, what) => (floor?.[key] == null ? '' : ` (${what}: ${ratio(floor[key], ra[key])})`);
  const targets = [
    `Login click → the home's usable rows beside react-admin's demo in the same run (medians of ${RUNS}, 4x throttling, cache off): at most 0.5× for a browser that signed in before, the worst of the captain, the inventory-manager and the admin ${login.toFixed(2)}× — **${verdict(login, 0.5)}**; at most 0.8× for one that never did, the worst ${loginNew.toFixed(2)}× — **${verdict(loginNew, 0.8)}**.`,
    `Sidebar click → the next list's rows at most 0.5× the demo's, every role: the worst ${menu.toFixed(2)}× — **${verdict(menu, 0.5)}**${floorOf('menuToRowsMs', "React and the lists' grid alone, a link drawing the next grid")}.`,
    `Returning user (reload, session kept) → the home's rows at most 0.75× the demo's: the worst ${back.toFixed(2)}× — **${verdict(back, 0.75)}**${floorOf('returningMs', "React and the lists' grid alone, navigation → rows")}.`,
  ];
  const markdown = [
    `## ${PEERS_TITLE}`,
    '',
    `react-admin's public demo (Posters Galore, with its fake backend's 300 ms delay) and this product, interleaved run by run in one run (\`pnpm bench --only peers\`, scripts/bench/peers.mjs; the demo built and served as ../shared/peers/README.md says): headless Chromium at 4x CPU throttling, the cache off, a fresh context each run; medians of ${RUNS}, in ms, each figure's ratio to the demo's in brackets. Each role's home is its own (the admin's the dashboard, the procurement-manager's and the inventory-manager's Vendors, the fleet-manager's Vehicles, the inventory-in-charge's Categories, the captain's Shipments); the next list is the captain's Vehicles, the procurement-manager's Purchases and every other role's Sales; the demo's home is its orders, its next list its invoices. "Signed in here before": the browser holds the role it last signed in as, which is all such a sign-in leaves behind. The worst input delay is the longest wait of a key typed into the e-mail field while the login page loads what it loads when idle (events of 16 ms or more; 0: none that long). The floor is React and the lists' grid alone in the same run (scripts/bench/floors.mjs, \`grid\`: ag-grid with the lists' modules and its Quartz theme, five rows of five columns written into its one script; no app, no login, no server read): its returning user's column is navigation → its rows, its sidebar column a link that draws the next grid, of other columns, in its place; no app that draws its lists with ag-grid goes below it.`,
    '',
    table,
    '',
    'Where these clicks spend their time, what was changed for them and what was tried and left out, each with its measurement: docs/performance.md.',
    ...(failed.length
      ? ['', `Runs that failed: ${failed.map((row) => `${row.app} (${row.error})`).join('; ')}.`]
      : []),
  ].join('\n');
  return { targets, markdown };
}
