import { exportRefusedCookie } from '@logistics/shared/contracts/exports';
import { downloadExport } from '@logistics/shared/api/export';
import { answer } from '../../test/list-page-harness';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  jest.restoreAllMocks();
});

describe('downloadExport', () => {
  it("says the server's refusal as soon as it answers, not after waiting for a file that never starts", async () => {
    const refusal = 'Columns must be among: bill_id, status.';
    global.fetch = jest.fn(async () =>
      answer(200, { token: 'download-token', expires_at: '2026-01-01T00:00:00.000Z' }),
    ) as unknown as typeof fetch;
    // The browser follows the link and the server refuses it, setting its refusal cookie.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const ready = new URL(this.href).searchParams.get('ready') ?? '';
      document.cookie = `${exportRefusedCookie(ready)}=${encodeURIComponent(refusal)}; Path=/`;
    });
    const outcome = await Promise.race([
      downloadExport({ resource: 'sales', params: { page: 1, pageSize: 10 } }, 'csv', ['bill_id']).then(
        (started) => ({ started }),
        (error: Error) => ({ refused: error.message }),
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 3 s'), 3000)),
    ]);
    expect(outcome).toEqual({ refused: refusal });
    // Read once: the cookie is gone.
    expect(document.cookie).not.toContain('logistics-export-refused-');
  });
});
