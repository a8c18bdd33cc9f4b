import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The repository explains itself: a comment, a test title or a page states its rule instead of pointing at a
// document the repository does not hold (the product spec's sections, the design notes kept beside the
// repository, the tracker's issues).
const repositoryRoot = join(__dirname, '..');
const checked = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx|md)$/;
// Written so that this file's own source does not match it.
const specOrIssue = /\bSPEC\s+(sections?\b|§)|\bissues?\s+#?\d/i;
const designNotes = /\bARCHITECTURE\b/;
const cites = (text) => specOrIssue.test(text) || designNotes.test(text);

/** Files that still cite, each with why; remove an entry once its file is clean. */
const allowed = new Map(Object.entries({}));

/** Every `file:line: text` of a tracked source or documentation file that cites an outside document. */
const citations = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: repositoryRoot, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter((file) => checked.test(file) && !allowed.has(file))
    .flatMap((file) =>
      readFileSync(join(repositoryRoot, file), 'utf8')
        .split('\n')
        .flatMap((text, index) => (cites(text) ? [`${file}:${index + 1}: ${text.trim()}`] : [])),
    );

describe('the repository explains itself', () => {
  it('has no comment, title or page that cites the product spec by section, the design notes or a tracker issue', () => {
    expect(citations()).toEqual([]);
  });

  it('recognises the ways a citation is written, and leaves plain words alone', () => {
    const cite = ['SPEC', 'section 7'].join(' ');
    expect(cites(`/** The row's key (${cite}). */`)).toBe(true);
    expect(cites(`// ${['SPEC', 'sections'].join(' ')} 2 and 6`)).toBe(true);
    expect(cites(`* ${['SPEC', '§'].join(' ')}4`)).toBe(true);
    expect(cites(`// ${['Issue', '23'].join(' ')}, item 4: the lists take a CSV`)).toBe(true);
    expect(cites(`it('reloads (${['issue', '#25'].join(' ')})')`)).toBe(true);
    expect(cites('// the spec of the column, and the issue it solves')).toBe(false);
    expect(cites('// an issue with 2 rows')).toBe(false);
    expect(cites(`// PUT and PATCH are partial (${['ARCHI', 'TECTURE'].join('')}, settled questions)`)).toBe(
      true,
    );
    expect(cites('// see docs/architecture.md')).toBe(false);
  });

  it('lists only files that exist', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: repositoryRoot, encoding: 'utf8' }).split('\n');
    expect([...allowed.keys()].filter((file) => !tracked.includes(file))).toEqual([]);
  });
});
