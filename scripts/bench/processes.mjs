// The bench's child processes (servers, HAProxy, Chromium): wait until one answers, stop one and wait for it.

/** Polls `url` every `intervalMs` until it answers 2xx, at most `attempts` times (then goes on: the caller's
 * first request names what is wrong). */
export async function waitUntilAnswering(url, { attempts, intervalMs }) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Sends SIGTERM and resolves once the process has exited. */
export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The CPU slowdown of every browser figure (the browser, peers and bundles sections): a slow device, and the same
 * one in each section so that their figures can be read together.
 */
export const CPU_THROTTLING_RATE = 4;

/** Flags that keep Chromium's own background work (updates, sync, first-run pages) out of the figures. */
export const QUIET_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright's Chromium at `chromiumPath`, quiet as above. */
export async function launchChromium(chromiumPath) {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: chromiumPath, args: QUIET_CHROMIUM_ARGS });
}
