import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers. The CSP allows same-origin scripts only (the host, the remotes and the API docs all come
 * from this origin, plus the origins of remotes deployed elsewhere: REMOTE_ORIGINS) and inline styles, which antd and ag-grid inject at run time.
 */
export default fp<{ remoteOrigins?: string[] }>(
  async (app, options) => {
    // Remotes deployed on another origin (a CDN) load their manifest, scripts and styles from there.
    const remotes = options.remoteOrigins ?? [];
    await app.register(helmet, {
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
  },
  { name: 'security-headers' },
);
