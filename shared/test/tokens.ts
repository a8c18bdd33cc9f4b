/**
 * A JWT-shaped token carrying `claims`, unsigned: the browser only decodes a token's payload (the server alone checks
 * its signature), so a test's session needs no key.
 */
export function unsignedToken(claims: Record<string, unknown>): string {
  const base64Url = (value: string) =>
    Buffer.from(value, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}

/** The token of a person signed in as `role` (null: a role the product does not know), valid for an hour. */
export function tokenOfRole(role: string | null, email = `${role ?? 'someone'}@example.com`): string {
  return unsignedToken({ id: 'u-1', role, email, exp: Math.floor(Date.now() / 1000) + 3600 });
}
