// BENCHMARKS.md's sections as `pnpm bench` writes and reads them back. Each section is fenced by comments, so that
// `--only` measures some sections again and keeps the others as they were measured, each saying when and on which
// machine: the runs of one file may come from different machines, whose figures differ by a factor of two.
import { cpus, totalmem } from 'node:os';

const fence = (kind, name) => `<!-- ${kind}:${name} -->`;

/** This machine as a section names it: cores, processor, memory, Node and the browser the figures came from. */
export function describeMachine(browserVersion) {
  return `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${browserVersion}`;
}

/** A section's fenced targets, then its fenced text ending with when and where it was measured. */
export function renderSection(name, { targets, markdown, date, machine }) {
  const measured = machine
    ? `Measured ${date} on ${machine}.`
    : `Measured ${date ?? 'at an unknown date'}; its machine was not recorded.`;
  return {
    targets: `${fence('targets', name)}\n${targets.map((line) => `- ${line}`).join('\n')}\n${fence('end-targets', name)}`,
    body: `${fence('section', name)}\n<!-- date:${date ?? 'unknown'} -->\n${markdown}\n\n${measured}\n${fence('end-section', name)}`,
  };
}

/**
 * The section `name` of a BENCHMARKS.md's `text`, as renderSection wrote it (or as it was written before sections
 * named their machine: `machine` undefined), or undefined when the file has none.
 */
export function readSection(text, name) {
  const between = (kind) => {
    const start = text.indexOf(fence(kind, name));
    const end = text.indexOf(fence(`end-${kind}`, name));
    return start === -1 || end === -1 ? undefined : text.slice(start + fence(kind, name).length, end).trim();
  };
  const targets = between('targets');
  const body = between('section');
  if (targets === undefined || body === undefined) return undefined;
  const date = /<!-- date:([^ ]+) -->/.exec(body)?.[1];
  const machine = /\n\nMeasured [^ \n]+ on ([^\n]*)\.$/.exec(body)?.[1];
  return {
    targets: targets.split('\n').map((line) => line.replace(/^- /, '')),
    markdown: body.replace(/<!-- date:[^ ]+ -->\n?/, '').replace(/\n\nMeasured [^\n]*$/, ''),
    date: date === 'unknown' ? undefined : date,
    machine,
  };
}
