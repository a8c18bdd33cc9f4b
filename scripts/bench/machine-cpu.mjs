// The CPU of a machine's processes, read from Linux's /proc (so Linux only): what the cluster section counts per sale,
// and, over a moment of a browser measurement, each process's CPU by kind (the page's renderer, the browser's other
// processes, the product's server, the bench itself), the time the page's main thread ran and the time it waited to
// run, and the time no core was busy. At 4x CPU throttling Chromium keeps the renderer's main thread spinning between
// its slices of work (its throttler waits in a busy loop, not asleep), so the main thread holds one core whether it
// works or not; on a two-core machine everything else shares the other, and what spills over makes the main thread
// wait.
import { readFileSync, readdirSync } from 'node:fs';

/** Linux's clock ticks per second (USER_HZ), in which /proc counts CPU time: 100 on every common build. */
const TICKS_PER_SECOND = 100;

/**
 * A /proc/<pid>/stat (or task/<tid>/stat) line: the command's name and the CPU it took in user and system mode, in
 * ms. The name is between the first "(" and the last ")", and may itself hold spaces and parentheses.
 */
export function parseStat(text) {
  const close = text.lastIndexOf(')');
  const name = text.slice(text.indexOf('(') + 1, close);
  // After ") ": state, ppid, … utime is the 14th field of the line, the 12th after the name.
  const fields = text.slice(close + 2).split(' ');
  const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  return { name, cpuMs };
}

/** A /proc/<pid>/task/<tid>/schedstat line: ns on a core, ns runnable but waiting for one; in ms. */
export function parseSchedstat(text) {
  const [run, wait] = text.trim().split(/\s+/).map(Number);
  return { runMs: run / 1e6, waitMs: wait / 1e6 };
}

/** The first line of /proc/stat: ms of all cores, and ms of them idle (idle and waiting on I/O). */
export function parseMachineStat(text) {
  const ticks = text.split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const ms = (value) => (value * 1000) / TICKS_PER_SECOND;
  return { totalMs: ms(ticks.reduce((sum, value) => sum + value, 0)), idleMs: ms(ticks[3] + ticks[4]) };
}

/**
 * What a process is, for the summary: Chromium's by its `--type` (`renderer`, `gpu-process`, a utility's
 * sub-type such as `network.mojom.NetworkService`; none for the browser process itself), `server` and `bench` by
 * their pids, anything else by its name.
 */
export function kindOf({ pid, name, commandLine }, { serverPid, benchPid }) {
  if (pid === serverPid) return 'server';
  if (pid === benchPid) return 'bench';
  if (!/chrom/i.test(name)) return name;
  const type = commandLine.match(/--type=([\w-]+)/)?.[1];
  if (!type) return 'chromium browser';
  const utility = commandLine.match(/--utility-sub-type=([\w.]+)/)?.[1];
  return `chromium ${utility ?? type}`;
}

function readOrNull(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    // The process or thread ended between the listing and the read.
    return null;
  }
}

/** Each process's CPU so far, by pid: its name, its command line and its ms in user and system mode. */
export function readProcessesCpu() {
  const processes = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOrNull(`/proc/${entry}/stat`);
    const commandLine = readOrNull(`/proc/${entry}/cmdline`)?.replaceAll('\0', ' ') ?? '';
    if (stat === null) continue;
    const pid = Number(entry);
    processes.set(pid, { pid, commandLine, ...parseStat(stat) });
  }
  return processes;
}

/**
 * The ms of CPU the processes that `select(pid, name)` picks took between two readings of `readProcessesCpu`. A
 * process started since counts whole; one that ended meanwhile is missing from the later reading, and its CPU with it.
 */
export function cpuMsBetween(before, after, select) {
  let total = 0;
  for (const [pid, process] of after) {
    if (select(pid, process.name)) total += process.cpuMs - (before.get(pid)?.cpuMs ?? 0);
  }
  return total;
}

/** Every process's CPU so far, each renderer thread's too, and the machine's: one reading to diff with a later one. */
export function readMachineCpu() {
  const processes = readProcessesCpu();
  const rendererThreads = new Map();
  for (const { pid, commandLine } of processes.values()) {
    if (!commandLine.includes('--type=renderer')) continue;
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      // The renderer ended since its stat was read.
    }
    for (const task of tasks) {
      const threadStat = readOrNull(`/proc/${pid}/task/${task}/stat`);
      const schedstat = readOrNull(`/proc/${pid}/task/${task}/schedstat`);
      if (threadStat === null || schedstat === null) continue;
      rendererThreads.set(Number(task), { pid, ...parseStat(threadStat), ...parseSchedstat(schedstat) });
    }
  }
  return { machine: parseMachineStat(readFileSync('/proc/stat', 'utf8')), processes, rendererThreads };
}

/**
 * What happened between two readings: the machine's ms and idle ms; the ms of CPU by kind of process, the largest
 * first; and the page's renderer main thread, the busiest thread of the busiest renderer, with the ms it ran and
 * waited to run.
 */
export function cpuBetween(before, after, pids) {
  const byKind = new Map();
  const byRenderer = new Map();
  for (const [pid, process] of after.processes) {
    const cpuMs = process.cpuMs - (before.processes.get(pid)?.cpuMs ?? 0);
    if (cpuMs <= 0) continue;
    const kind = kindOf(process, pids);
    byKind.set(kind, (byKind.get(kind) ?? 0) + cpuMs);
    if (kind === 'chromium renderer') byRenderer.set(pid, cpuMs);
  }
  const page = [...byRenderer].sort((a, b) => b[1] - a[1])[0]?.[0];
  let mainThread = null;
  for (const [tid, thread] of after.rendererThreads) {
    if (thread.pid !== page) continue;
    const earlier = before.rendererThreads.get(tid) ?? { runMs: 0, waitMs: 0 };
    const runMs = thread.runMs - earlier.runMs;
    if (!mainThread || runMs > mainThread.runMs)
      mainThread = { runMs, waitMs: thread.waitMs - earlier.waitMs };
  }
  return {
    totalMs: after.machine.totalMs - before.machine.totalMs,
    idleMs: after.machine.idleMs - before.machine.idleMs,
    byKind: [...byKind].sort((a, b) => b[1] - a[1]),
    mainThread,
  };
}
