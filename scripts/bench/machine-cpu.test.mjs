import {
  cpuBetween,
  cpuMsBetween,
  kindOf,
  parseMachineStat,
  parseSchedstat,
  parseStat,
} from './machine-cpu.mjs';

/** A /proc stat line as Linux writes it, with `utime` and `stime` in clock ticks. */
const statLine = (pid, name, utime, stime) =>
  `${pid} (${name}) S 1 ${pid} ${pid} 0 -1 4194560 1200 0 0 0 ${utime} ${stime} 0 0 20 0 12 0 5000 1000 100`;

describe("a process's CPU read from /proc", () => {
  it('takes the name between the parentheses and the user and system ticks after it, in ms', () => {
    expect(parseStat(statLine(812, 'chromium', 250, 40))).toEqual({ name: 'chromium', cpuMs: 2900 });
  });

  it('keeps a name that holds spaces and parentheses whole', () => {
    expect(parseStat(statLine(9, 'Web Content (x)', 3, 1))).toEqual({ name: 'Web Content (x)', cpuMs: 40 });
  });

  it("reads a thread's time on a core and its time waiting for one, ns to ms", () => {
    expect(parseSchedstat('2500000000 800000000 4021\n')).toEqual({ runMs: 2500, waitMs: 800 });
  });

  it("reads the machine's time over all cores and the idle part of it (idle and I/O wait)", () => {
    expect(parseMachineStat('cpu  100 5 50 300 20 0 5 0 0 0\ncpu0 50 2 25 150 10 0 2 0 0 0\n')).toEqual({
      totalMs: 4800,
      idleMs: 3200,
    });
  });
});

describe('the kinds of process', () => {
  const pids = { serverPid: 40, benchPid: 41 };
  const process = (pid, name, commandLine = '') => ({ pid, name, commandLine });

  it("names Chromium's processes by their type, a utility by its service, the browser by none", () => {
    expect(kindOf(process(7, 'chromium', '/usr/lib/chromium/chromium --type=renderer --lang=en'), pids)).toBe(
      'chromium renderer',
    );
    expect(
      kindOf(
        process(8, 'chromium', 'chromium --type=utility --utility-sub-type=network.mojom.NetworkService'),
        pids,
      ),
    ).toBe('chromium network.mojom.NetworkService');
    expect(kindOf(process(9, 'chromium', '/usr/lib/chromium/chromium --headless'), pids)).toBe(
      'chromium browser',
    );
  });

  it('names the server and the bench by their pids, and anything else by its name', () => {
    expect(kindOf(process(40, 'node'), pids)).toBe('server');
    expect(kindOf(process(41, 'node'), pids)).toBe('bench');
    expect(kindOf(process(50, 'postgres'), pids)).toBe('postgres');
  });
});

describe('the CPU between two readings', () => {
  const reading = ({ machine, processes, threads }) => ({
    machine,
    processes: new Map(processes.map((entry) => [entry.pid, entry])),
    rendererThreads: new Map(threads.map(([tid, thread]) => [tid, thread])),
  });
  const renderer = (pid, cpuMs) => ({
    pid,
    name: 'chromium',
    commandLine: 'chromium --type=renderer',
    cpuMs,
  });
  const before = reading({
    machine: { totalMs: 10000, idleMs: 4000 },
    processes: [renderer(7, 1000), renderer(8, 500), { pid: 40, name: 'node', commandLine: '', cpuMs: 300 }],
    threads: [
      [7, { pid: 7, name: 'chromium', runMs: 900, waitMs: 100 }],
      [71, { pid: 7, name: 'ThreadPoolForeg', runMs: 50, waitMs: 20 }],
      [8, { pid: 8, name: 'chromium', runMs: 450, waitMs: 40 }],
    ],
  });
  const after = reading({
    machine: { totalMs: 16000, idleMs: 5000 },
    processes: [
      renderer(7, 4500),
      renderer(8, 600),
      { pid: 40, name: 'node', commandLine: '', cpuMs: 550 },
      { pid: 60, name: 'postgres', commandLine: '', cpuMs: 30 },
    ],
    threads: [
      [7, { pid: 7, name: 'chromium', runMs: 3400, waitMs: 900 }],
      [71, { pid: 7, name: 'ThreadPoolForeg', runMs: 1050, waitMs: 520 }],
      [8, { pid: 8, name: 'chromium', runMs: 540, waitMs: 45 }],
    ],
  });

  it("gives the machine's and each kind's ms in that time, the largest first, a new process whole", () => {
    const { totalMs, idleMs, byKind } = cpuBetween(before, after, { serverPid: 40, benchPid: 41 });
    expect({ totalMs, idleMs }).toEqual({ totalMs: 6000, idleMs: 1000 });
    expect(byKind).toEqual([
      ['chromium renderer', 3600],
      ['server', 250],
      ['postgres', 30],
    ]);
  });

  it("takes the busiest thread of the busiest renderer as the page's main thread", () => {
    expect(cpuBetween(before, after, { serverPid: 40, benchPid: 41 }).mainThread).toEqual({
      runMs: 2500,
      waitMs: 800,
    });
  });
});

describe("the chosen processes' CPU between two readings", () => {
  const processes = (entries) => new Map(entries.map((entry) => [entry.pid, entry]));
  const before = processes([
    { pid: 10, name: 'postgres', cpuMs: 400 },
    { pid: 11, name: 'postgres', cpuMs: 100 },
    { pid: 20, name: 'node', cpuMs: 900 },
  ]);
  const after = processes([
    { pid: 10, name: 'postgres', cpuMs: 650 },
    { pid: 12, name: 'postgres', cpuMs: 30 },
    { pid: 20, name: 'node', cpuMs: 1000 },
  ]);

  it('sums what each picked process took since, a new one whole, by name or by pid', () => {
    expect(cpuMsBetween(before, after, (_pid, name) => name === 'postgres')).toBe(280);
    expect(cpuMsBetween(before, after, (pid) => pid === 20)).toBe(100);
  });
});
