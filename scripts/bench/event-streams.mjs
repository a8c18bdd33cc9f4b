// How many event streams (GET /api/events) one instance holds, with the memory each takes and how long one change
// takes to reach them all.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { startServer } from './bundles.mjs';
import { login } from './sales-load.mjs';

/** Streams opened in each step, until one fails or the last is reached (each takes a descriptor on both sides). */
export const STREAM_STEPS = [1000, 5000, 10000];

const rssOf = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

/** Streams opened side by side: pages arrive over time, not all in one instant (the listen backlog is 511). */
export const OPENING_WAVE = 250;

/** Opens `count` streams, a wave at a time; resolves when each has had its `ready`, with a way to wait for a change. */
async function openStreams(base, token, count) {
  const url = new URL(`${base}/api/events`);
  const streams = [];
  let failed = 0;
  for (let opened = 0; opened < count; opened += OPENING_WAVE)
    await Promise.all(
      Array.from(
        { length: Math.min(OPENING_WAVE, count - opened) },
        () =>
          new Promise((resolve) => {
            const stream = { buffer: '', onChange: undefined, response: undefined };
            const req = request(
              {
                host: url.hostname,
                port: url.port,
                path: url.pathname,
                agent: false,
                headers: { authorization: `Bearer ${token}` },
              },
              (response) => {
                stream.response = response;
                if (response.statusCode !== 200) {
                  failed += 1;
                  response.resume();
                  resolve();
                  return;
                }
                response.setEncoding('utf8');
                response.on('data', (text) => {
                  stream.buffer += text;
                  if (stream.buffer.includes('event: ready')) {
                    stream.buffer = stream.buffer.slice(stream.buffer.lastIndexOf('event: ready') + 12);
                    streams.push(stream);
                    resolve();
                  }
                  if (stream.onChange && stream.buffer.includes('event: change')) {
                    stream.buffer = '';
                    stream.onChange();
                  }
                });
              },
            );
            req.on('error', () => {
              failed += 1;
              resolve();
            });
            stream.request = req;
            req.end();
          }),
      ),
    );
  return {
    open: streams.length,
    failed,
    /** Milliseconds until every stream has heard of the change that `write` makes. */
    async fanOut(write) {
      const heard = Promise.all(
        streams.map((stream) => new Promise((resolve) => (stream.onChange = resolve))),
      );
      const started = performance.now();
      await write();
      await heard;
      return performance.now() - started;
    },
    close() {
      for (const stream of streams) stream.request.destroy();
    },
  };
}

/**
 * Event streams one instance holds: opened in steps of STREAM_STEPS until one fails, each step with the memory the
 * streams took and how long one change took to reach them all.
 */
export async function measureStreams(port, env) {
  const server = await startServer(port, {
    ...env,
    EVENT_STREAMS_PER_USER: String(Math.max(...STREAM_STEPS) + 1),
  });
  const rows = [];
  try {
    const token = await login(server.base);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    let vendor = 0;
    const write = async () => {
      const answer = await fetch(`${server.base}/api/vendors`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Stream bench ${Date.now()} ${(vendor += 1)}` }),
      });
      if (answer.status !== 201) throw new Error(`a vendor answered ${answer.status}`);
    };
    for (const count of STREAM_STEPS) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const before = rssOf(server.pid);
      const started = performance.now();
      const streams = await openStreams(server.base, token, count);
      const opened = performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const after = rssOf(server.pid);
      const fanOut = streams.open > 0 ? await streams.fanOut(write) : NaN;
      rows.push({
        count,
        ...streams,
        opened,
        perStream: (after - before) / Math.max(1, streams.open),
        rss: after,
        fanOut,
      });
      streams.close();
      if (streams.failed > 0) break;
    }
  } finally {
    await server.stop();
  }
  return rows;
}
