// How a change of @logistics/shared's public surface weighs, read from API Extractor's reports (one `.api.md` per
// module that crosses the host/remote boundary), and whether the package's version says so.
//
// The rule, declaration by declaration (a function, const, class, interface, type, enum or re-export of a report)
// and, inside an interface, class, enum or namespace, member by member:
// - major: a declaration or member is removed, or its text changes (a changed signature or type), or a report is
//   removed (a module no longer crosses the boundary), or an interface gains a required member (an object that an
//   older remote builds of that type lacks it);
// - minor: only additions: a new report, declaration, optional interface member, or class, enum or namespace
//   member;
// - patch: the reports differ in comments only (API Extractor's `// @public`, a doc warning);
// - none: the same reports.
// A type alias is one declaration: any change of its text is a change, so major.

/** Kinds of change, weakest first. */
export const levels = ['none', 'patch', 'minor', 'major'];
const stronger = (a, b) => (levels.indexOf(a) >= levels.indexOf(b) ? a : b);

const comment = (line) => line.trim().startsWith('//');
const DECLARATION =
  /^(?:export )?(?:declare )?(?:default )?(?:abstract )?(?:const enum|function|const|let|var|class|interface|type|enum|namespace) ([\w$]+)/;
const RE_EXPORT = /^export \{ ([\w$]+)(?: as ([\w$]+))? \}/;
const MODIFIERS = /^(?:(?:readonly|static|protected|public|abstract|declare|get|set|accessor) )+/;

/**
 * A member's name: what precedes `?`, `:`, `(`, `<`, `=` or `,` (`name?: string;` → name, `reload: () => void`
 * → reload, `Light = "light",` → Light, `[key: string]: T` → [key: string]).
 */
function memberName(line) {
  const text = line.trim().replace(MODIFIERS, '');
  if (text.startsWith('[')) return text.slice(0, text.indexOf(']') + 1);
  return /^["']?([^?:(<=,;"'\s]*)/.exec(text)?.[1] ?? text;
}

/** The members of a container's body, each with its (possibly several) lines, by name. */
function membersOf(bodyLines) {
  /** @type {Map<string, { text: string, optional: boolean }>} */
  const members = new Map();
  let current;
  for (const line of bodyLines) {
    if (comment(line)) continue;
    // A member starts at the body's indentation; deeper lines (and a closing bracket) continue it.
    const starts = /^ {4}\S/.test(line) && !/^ {4}[}\])]/.test(line);
    if (starts || current === undefined) {
      const name = memberName(line);
      const optional = /^[^:(]*\?[:(]/.test(line.trim().replace(MODIFIERS, ''));
      const earlier = members.get(name);
      // Overloads of a method are one member.
      current = { text: earlier ? `${earlier.text}\n${line.trim()}` : line.trim(), optional };
      members.set(name, current);
    } else {
      current.text += `\n${line.trim()}`;
    }
  }
  return members;
}

/**
 * @typedef {{ kind: string, header: string, members: Map<string, { text: string, optional: boolean }> | null }} Declaration
 * `members` for an interface, class, enum or namespace; `header` is then its first line, otherwise all its text.
 */

/**
 * The declarations of one API Extractor report, by name (comments left out; an import shows in the re-export of
 * the name it imports).
 * @param {string} report the `.api.md` text
 * @returns {Map<string, Declaration>}
 */
export function parseReport(text) {
  const report = text.replaceAll('\r\n', '\n');
  const start = report.indexOf('```ts\n');
  const end = report.lastIndexOf('```');
  if (start < 0 || end <= start) throw new Error('Not an API Extractor report: no ```ts block');
  const chunks = report
    .slice(start + 6, end)
    .split(/\n\s*\n/)
    .map((chunk) => chunk.split('\n').filter((line) => line.trim() !== '' && !comment(line)))
    .filter((lines) => lines.length > 0);
  // Where each imported name comes from: part of a re-export (a door's `Button` taken from elsewhere changes).
  const sources = new Map();
  for (const [, names, source] of report.matchAll(/^import (?:type )?\{ ([^}]+) \} from '([^']+)';$/gm)) {
    for (const name of names.split(',')) sources.set(name.trim().split(' as ').pop(), source);
  }
  const declarations = new Map();
  for (const lines of chunks) {
    if (lines.every((line) => line.startsWith('import '))) continue;
    const reExport = RE_EXPORT.exec(lines[0]);
    const match = DECLARATION.exec(lines[0]);
    if (!reExport && !match) throw new Error(`Unrecognised declaration in an API report: ${lines[0]}`);
    const name = reExport ? (reExport[2] ?? reExport[1]) : match[1];
    const kind = reExport
      ? 're-export'
      : /(const enum|function|const|let|var|class|interface|type|enum|namespace) /.exec(lines[0])[1];
    const container =
      ['interface', 'class', 'enum', 'const enum', 'namespace'].includes(kind) && lines[0].endsWith('{');
    const earlier = declarations.get(name);
    if (earlier && !container) {
      // Overloads of a function are one declaration.
      earlier.header += `\n${lines.join('\n')}`;
      continue;
    }
    const source = reExport ? ` from '${sources.get(reExport[1]) ?? ''}'` : '';
    declarations.set(name, {
      kind,
      header: container ? lines[0] : lines.join('\n') + source,
      members: container ? membersOf(lines.slice(1, -1)) : null,
    });
  }
  return declarations;
}

/**
 * @typedef {{ level: 'none' | 'patch' | 'minor' | 'major', removed: string[], changed: string[], added: string[] }} SurfaceChange
 * Each list names `report: declaration[.member]`.
 */

/**
 * How the reports of now weigh against the committed ones.
 * @param {Record<string, string>} before report name → committed `.api.md` text
 * @param {Record<string, string>} after report name → the `.api.md` text generated now
 * @returns {SurfaceChange}
 */
export function classifyReports(before, after) {
  const change = { level: 'none', removed: [], changed: [], added: [] };
  const note = (list, what, level) => {
    list.push(what);
    change.level = stronger(change.level, level);
  };
  for (const report of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!(report in after)) {
      note(change.removed, report, 'major');
      continue;
    }
    if (!(report in before)) {
      note(change.added, report, 'minor');
      continue;
    }
    if (before[report] === after[report]) continue;
    change.level = stronger(change.level, 'patch');
    const old = parseReport(before[report]);
    const now = parseReport(after[report]);
    for (const [name, was] of old) {
      const is = now.get(name);
      if (!is) note(change.removed, `${report}: ${name}`, 'major');
      else if (was.header !== is.header || was.kind !== is.kind || !was.members !== !is.members) {
        note(change.changed, `${report}: ${name}`, 'major');
      } else if (was.members && is.members) {
        for (const [member, { text }] of was.members) {
          const now = is.members.get(member);
          if (!now) note(change.removed, `${report}: ${name}.${member}`, 'major');
          else if (now.text !== text) note(change.changed, `${report}: ${name}.${member}`, 'major');
        }
        for (const [member, { optional }] of is.members) {
          if (was.members.has(member)) continue;
          const required = is.kind === 'interface' && !optional;
          note(
            change.added,
            `${report}: ${name}.${member}${required ? ' (required)' : ''}`,
            required ? 'major' : 'minor',
          );
        }
      }
    }
    for (const name of now.keys()) if (!old.has(name)) note(change.added, `${report}: ${name}`, 'minor');
  }
  return change;
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

/**
 * What kind of bump leads from `from` to `to`: `major`, `minor`, `patch`, `none`, or `down` (an older version).
 * @param {string} from
 * @param {string} to
 */
export function bumpBetween(from, to) {
  const [a, b] = [from, to].map((version) => {
    const parts = SEMVER.exec(version);
    if (!parts) throw new Error(`"${version}" is not a version x.y.z`);
    return parts.slice(1).map(Number);
  });
  for (const [index, level] of ['major', 'minor', 'patch'].entries()) {
    if (b[index] > a[index]) return level;
    if (b[index] < a[index]) return 'down';
  }
  return 'none';
}

/**
 * Whether the version says the change: the bump from the recorded version is at least the change's level, and
 * CHANGELOG.md has a `## <version>` entry for a new version.
 * @param {{ level: string, recorded: string, current: string, changelog: string, what: string }} input
 * @returns {string | null} why not, or null when it does
 */
export function versionProblem({ level, recorded, current, changelog, what }) {
  const bump = bumpBetween(recorded, current);
  if (bump === 'down') return `${what}: the version ${current} is older than the recorded ${recorded}`;
  // A change of comments or descriptions only asks for no bump.
  const needed = level === 'patch' ? 'none' : level;
  if (levels.indexOf(bump) < levels.indexOf(needed)) {
    return `${what} is a ${level} change, but the version went from ${recorded} to ${current} (${bump === 'none' ? 'unchanged' : `a ${bump} bump`}): bump it to ${suggest(recorded, level)} or later, with a CHANGELOG.md entry`;
  }
  const escaped = current.replaceAll('.', '\\.');
  if (bump !== 'none' && !new RegExp(`^## ${escaped}(?:\\s|$)`, 'm').test(changelog)) {
    return `${what}: the version is ${current}, but shared/CHANGELOG.md has no "## ${current}" entry`;
  }
  return null;
}

/** The smallest version after `version` that a change of `level` needs. */
export function suggest(version, level) {
  const [major, minor, patch] = SEMVER.exec(version).slice(1).map(Number);
  if (level === 'major') return `${major + 1}.0.0`;
  if (level === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}
