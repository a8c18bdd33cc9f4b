import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers. The CSP allows same-origin scripts only (the host, the remotes and the API docs all come
 * from this origin, plus the origins of remotes deployed elsewhere: REMOTE_ORIGINS) and inline styles, which antd and ag-grid inject at run time.
 *
 * helmet's middleware is built once and applied in one hook: @fastify/helmet builds it again on every request
 * (parsing the CSP each time), about 0.07 ms of each API call.
 */
export default fp<{ remoteOrigins?: string[] }>(
  async (app, options) => {
    // Remotes deployed on another origin (a CDN) load their manifest, scripts and styles from there.
    const remotes = options.remoteOrigins ?? [];
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes],
          styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
          imgSrc: ["'self'", 'data:', 'blob:', ...remotes],
          fontSrc: ["'self'", 'data:', ...remotes],
          connectSrc: ["'self'", ...remotes],
          // Plain-HTTP deployments (a fresh machine, an intranet) must keep working.
          upgradeInsecureRequests: null,
        },
      },
    });
    app.addHook('onRequest', (request, reply, done) => {
      // API answers carry tokens and personal data: no cache may keep them, whatever the answer (errors too).
      // Set on the raw response, as helmet's are, so a route may still choose otherwise (the uploaded images,
      // immutable by their content-derived names); the web app's files have their own (README).
      if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
        reply.raw.setHeader('cache-control', 'no-store');
      }
      // helmet 8 throws its errors rather than passing them on; anything passed is handed to Fastify.
      applyHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      );
    });
  },
  { name: 'security-headers' },
);
