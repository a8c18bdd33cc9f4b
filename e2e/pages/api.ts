import type { APIRequestContext, Page } from '@playwright/test';
import { signIn, TOKEN_KEY } from './login-page';

/** The API as the person whose token this is. */
export function apiWithToken(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const send = async <T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    data?: unknown,
  ) => {
    const response = await request.fetch(`/api${path}`, { method, headers, data });
    const text = await response.text();
    return { status: response.status(), body: (text ? JSON.parse(text) : undefined) as T };
  };
  return {
    /** `T`: what the test expects the answer's body to be (not checked). */
    get: <T = unknown>(path: string) => send<T>('GET', path),
    post: (path: string, data: unknown) => send('POST', path, data),
    put: (path: string, data: unknown) => send('PUT', path, data),
    delete: (path: string) => send('DELETE', path),
  };
}

/** The API as the signed-in user of `page` (its stored token), to check that the server refuses what the UI hides. */
export async function apiOf(page: Page, request: APIRequestContext) {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  return apiWithToken(request, token ?? '');
}

/** The product's API as a test calls it. */
export type ProductApi = Awaited<ReturnType<typeof apiOf>>;

/** The inventory of the signed-in inventory-in-charge's active assignment (the seeded one has one). */
export async function activeInventoryOf(api: ProductApi): Promise<string> {
  const { body } = await api.get<{ assignments: Array<{ inventory: string; employee_status: boolean }> }>(
    '/inventory-employments?pageSize=50',
  );
  const own = body.assignments.find((row) => row.employee_status)?.inventory;
  if (!own) throw new Error('the seeded inventory-in-charge has an active assignment');
  return own;
}

/** Signs `page` in as the seeded inventory-in-charge; resolves to their active assignment's inventory. */
export async function signInAsInCharge(page: Page, request: APIRequestContext): Promise<string> {
  await signIn(page, 'inventory-in-charge');
  return activeInventoryOf(await apiOf(page, request));
}
