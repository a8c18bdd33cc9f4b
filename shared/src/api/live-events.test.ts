import { EVENTS_RETRY_MS } from '@logistics/shared/contracts/events';
import { resources } from '@logistics/shared/contracts/permissions';
import {
  createStreamParser,
  LIVE_MAX_RETRY_MS,
  liveQueryPrefixes,
  liveRetryDelay,
  type StreamMessage,
} from '@logistics/shared/api/live-events-client';
import { saleApi } from '@logistics/shared/api/sales';
import { shipmentApi } from '@logistics/shared/api/shipments';
import { transferApi } from '@logistics/shared/api/transfers';
import { historyKeys } from '@logistics/shared/api/history';
import { dashboardKeys } from '@logistics/shared/api/dashboard';

/**
 * The pure parts of the live lists' client: the event-stream framing (fed in the pieces a network delivers),
 * the reconnection backoff, and which query keys an announcement reaches. The client against a real server:
 * server/test/live-lists-client.test.ts; in Chromium: e2e/tests/live-lists.spec.ts.
 */
describe('the event-stream framing', () => {
  const parse = (...chunks: string[]) => {
    const seen: StreamMessage[] = [];
    const parser = createStreamParser((message) => seen.push(message));
    for (const chunk of chunks) parser.feed(chunk);
    return { seen, parser };
  };

  it('reads events split anywhere, with CRLF, CR or LF line ends, skipping heartbeats and the retry field', () => {
    const { seen, parser } = parse(
      'retry: 2000\n\n: heartbeat\n\nid: a.1\r',
      '\nevent: ready\r\ndata: {"resync":false}\r\n\r\nid: a.2\revent: chan',
      'ge\rdata: {"resource":"sales",\ndata:"keys":["1"]}\n',
      '\n',
    );
    expect(seen).toEqual([
      { event: 'ready', data: '{"resync":false}', id: 'a.1' },
      { event: 'change', data: '{"resource":"sales",\n"keys":["1"]}', id: 'a.2' },
    ]);
    expect(parser.lastEventId).toBe('a.2');
  });

  it('drops a half-received event when the connection is replaced, keeping the last id', () => {
    const { seen, parser } = parse('id: a.7\nevent: ready\ndata: {}\n\nevent: change\ndata: {"resou');
    parser.reset();
    parser.feed('event: end\ndata: {"message":"bye"}\n\n');
    expect(seen.map((message) => message.event)).toEqual(['ready', 'end']);
    expect(parser.lastEventId).toBe('a.7');
  });
});

describe('the reconnection backoff', () => {
  it("starts about the server's retry, doubles, stays under 30 s, and spreads clients by jitter", () => {
    expect(liveRetryDelay(0, () => 0)).toBe(EVENTS_RETRY_MS / 2);
    expect(liveRetryDelay(0, () => 1)).toBe(EVENTS_RETRY_MS);
    expect(liveRetryDelay(1, () => 1)).toBe(EVENTS_RETRY_MS * 2);
    expect(liveRetryDelay(50, () => 1)).toBe(LIVE_MAX_RETRY_MS);
    expect(liveRetryDelay(50, () => 0)).toBe(LIVE_MAX_RETRY_MS / 2);
  });
});

describe('the queries an announcement reaches', () => {
  it("names every announced resource, each reaching its own queries by the keys' first element", () => {
    expect(Object.keys(liveQueryPrefixes).sort()).toEqual([...resources].sort());
    for (const resource of resources) expect(liveQueryPrefixes[resource][0]).toBe(resource);
  });

  it("reaches a sale's list, detail and history, the shipments that show it and the dashboard", () => {
    const reached = (key: readonly unknown[]) => liveQueryPrefixes.sales.includes(String(key[0]));
    expect(reached(saleApi.keys.list({ page: 1, pageSize: 10 }))).toBe(true);
    expect(reached(saleApi.keys.detail('BILL-1'))).toBe(true);
    expect(reached(historyKeys.sale('BILL-1'))).toBe(true);
    expect(reached(shipmentApi.keys.detail('S-1'))).toBe(true);
    expect(reached(dashboardKeys.all)).toBe(true);
  });

  it("reaches, from an assignment's change, every list an inventory-in-charge's inventory decides", () => {
    const reached = (key: readonly unknown[]) =>
      liveQueryPrefixes['inventory-employments'].includes(String(key[0]));
    const firstPage = { page: 1, pageSize: 10 };
    expect(reached(saleApi.keys.list(firstPage))).toBe(true);
    expect(reached(transferApi.keys.list(firstPage))).toBe(true);
    expect(reached(shipmentApi.keys.list(firstPage))).toBe(true);
    expect(reached(dashboardKeys.all)).toBe(true);
  });
});
