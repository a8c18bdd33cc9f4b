import { describeMachine, readSection, renderSection } from './report-file.mjs';

const section = {
  targets: ['Export of 1,000 sales: CSV 1.0 s — **met**', 'A second target — **missed**'],
  markdown: '## Export\n\n| rows | CSV |\n|---:|---:|\n| 1,000 | 1.0 s |',
  date: '2026-12-06T06:28:27.154Z',
  machine:
    '2 cores (Intel(R) Xeon(R) Processor), 23.5 GiB, Node v20.20.2, Chromium 156 built on Debian GNU/Linux 12',
};

/** A BENCHMARKS.md holding the given sections, as scripts/bench.mjs joins them. */
const file = (...rendered) =>
  `# Benchmarks\n\n## Targets\n\n${rendered.map((part) => part.targets).join('\n')}\n\n${rendered.map((part) => part.body).join('\n\n')}\n`;

describe("BENCHMARKS.md's sections", () => {
  it('say when and on which machine they were measured, and read back as they were', () => {
    const rendered = renderSection('export', section);
    expect(rendered.body).toContain(`Measured ${section.date} on ${section.machine}.`);
    expect(
      readSection(file(renderSection('cluster', { ...section, date: 'x' }), rendered), 'export'),
    ).toEqual(section);
  });

  it('keep a section written before sections named their machine, and say that its machine is not known', () => {
    const old =
      '<!-- targets:api -->\n- List first page — **met**\n<!-- end-targets:api -->\n\n' +
      '<!-- section:api -->\n<!-- date:2026-11-24T04:47:18.790Z -->\n## API\n\nA table.\n\nMeasured 2026-11-24T04:47:18.790Z.\n<!-- end-section:api -->\n';
    const kept = readSection(old, 'api');
    expect(kept).toEqual({
      targets: ['List first page — **met**'],
      markdown: '## API\n\nA table.',
      date: '2026-11-24T04:47:18.790Z',
      machine: undefined,
    });
    const again = renderSection('api', kept).body;
    expect(again).toContain('Measured 2026-11-24T04:47:18.790Z; its machine was not recorded.');
    expect(
      readSection(
        file({
          targets: '<!-- targets:api -->\n- List first page — **met**\n<!-- end-targets:api -->',
          body: again,
        }),
        'api',
      ),
    ).toEqual(kept);
  });

  it('are absent from a file that has none of that name', () => {
    expect(readSection(file(renderSection('export', section)), 'peers')).toBeUndefined();
    expect(readSection('', 'export')).toBeUndefined();
  });

  it("name this machine's cores, memory, Node and browser", () => {
    expect(describeMachine('Chromium 156')).toMatch(
      /^\d+ cores \(.+\), \d+\.\d GiB, Node v\d+\.\d+\.\d+, Chromium 156$/,
    );
  });
});
