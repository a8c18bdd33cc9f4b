import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_POOL_SIZE, SMALLEST_POOL_SIZE } from './db/database.js';

/** Everything the server reads from its environment, resolved once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise PGlite on disk under `pgliteDir`. */
  databaseUrl: string | undefined;
  /** The most PostgreSQL sessions this instance holds at once. */
  databasePoolSize: number;
  dataDir: string;
  pgliteDir: string;
  outboxDir: string;
  /** Where images were kept before they moved into the database; imported once at start (uploads/import-folder.ts). */
  uploadsDir: string;
  /**
   * JWT_SECRET when set; else, on PGlite, one kept in DATA_DIR/jwt-secret. Undefined on PostgreSQL without
   * JWT_SECRET: the secret is then generated once into the database (main.ts), so every instance signs alike.
   */
  jwtSecret: Uint8Array | undefined;
  /** Redis for what instances must count together (rate limits); unset, each process counts alone. */
  redisUrl: string | undefined;
  /** Prefix of every key this deployment writes to Redis (several deployments may share one Redis). */
  redisKeyPrefix: string;
  /** How often an open event stream gets a heartbeat (shorter than any proxy's idle timeout). */
  eventsHeartbeatMs: number;
  /** Event streams one user may hold open on one instance (a tab each). */
  eventStreamsPerUser: number;
  /**
   * Rows a list export (or a bulk action on all matching) reads per keyset page (routes/list-rows.ts): memory
   * per export is about one page, and each page is one round trip to the database.
   */
  exportPageSize: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The origin people open; reset links point at it. */
  publicUrl: string;
  /** The repository root whose host/dist and remote-* /dist folders are served. */
  staticRoot: string;
  /** REMOTES_MANIFEST, or the one `pnpm release` keeps in releasesDir (served only once it exists). */
  remotesManifest: string;
  /** Where `pnpm release` builds each release of a remote (RELEASES_DIR, default DATA_DIR/releases). */
  releasesDir: string;
  /** Origins of remotes hosted elsewhere, allowed to serve scripts, styles and manifests to the page. */
  remoteOrigins: string[];
  logLevel: string;
  /** Registrations and password-reset requests per minute per client. */
  authRateLimit: number;
  /** Failed logins per client address in 10 minutes before it must wait (auth/login-throttle.ts). */
  loginFailuresPerAddress: number;
  /** Images one person may upload per hour, and the bytes of images one person may keep. */
  uploadsPerHour: number;
  uploadQuotaBytes: number;
  /** Off unless TRUST_PROXY is set (behind a load balancer). */
  trustProxy: TrustProxy;
}

/** Blank variables count as unset. */
const blank = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);
const text = () => z.preprocess(blank, z.string().optional());

const envSchema = z.object({
  PORT: z.preprocess(blank, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: z.preprocess(blank, z.string().default('0.0.0.0')),
  DATABASE_URL: text(),
  DATABASE_POOL_SIZE: z.preprocess(
    blank,
    z.coerce.number().int().min(SMALLEST_POOL_SIZE).max(1000).default(DEFAULT_POOL_SIZE),
  ),
  DATA_DIR: text(),
  JWT_SECRET: z.preprocess(blank, z.string().min(32, 'must be at least 32 characters').optional()),
  REDIS_URL: z.preprocess(
    blank,
    z
      .url()
      .refine((url) => /^rediss?:$/.test(new URL(url).protocol), 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.preprocess(blank, z.string().default('logistics:')),
  EVENTS_HEARTBEAT_SECONDS: z.preprocess(blank, z.coerce.number().positive().max(300).default(15)),
  EVENT_STREAMS_PER_USER: z.preprocess(blank, z.coerce.number().int().min(1).default(20)),
  EXPORT_PAGE_SIZE: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).default(2000)),
  SMTP_URL: text(),
  MAIL_FROM: z.preprocess(blank, z.string().default('Logistics back-office <no-reply@localhost>')),
  PUBLIC_URL: z.preprocess(blank, z.url().optional()),
  STATIC_ROOT: text(),
  REMOTES_MANIFEST: text(),
  RELEASES_DIR: text(),
  // Origins (scheme://host[:port]) that serve remotes deployed elsewhere (a CDN); allowed by the CSP.
  REMOTE_ORIGINS: z.preprocess(
    blank,
    z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .url()
            .refine(
              (url) => new URL(url).origin === url.replace(/\/+$/, ''),
              'must be origins like https://cdn.example.com',
            ),
        ),
      ),
  ),
  LOG_LEVEL: z.preprocess(
    blank,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  AUTH_RATE_LIMIT: z.preprocess(blank, z.coerce.number().int().min(1).default(20)),
  LOGIN_FAILURES_PER_ADDRESS: z.preprocess(blank, z.coerce.number().int().min(1).default(20)),
  UPLOADS_PER_HOUR: z.preprocess(blank, z.coerce.number().int().min(1).default(30)),
  UPLOAD_QUOTA_MB: z.preprocess(blank, z.coerce.number().int().min(5).default(50)),
  TRUST_PROXY: text(),
});

/** Fastify's trustProxy: true, a list of addresses or subnets, or a hop count (as a function). */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/**
 * PGlite's JWT secret when JWT_SECRET is not set: generated on first start and kept in DATA_DIR/jwt-secret, so
 * tokens survive a restart. (Only one process opens a PGlite folder, so the file is never shared.)
 */
function dataDirJwtSecret(dataDir: string): Uint8Array {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return new TextEncoder().encode(stored);
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return new TextEncoder().encode(secret);
}

/**
 * Reads the environment. `repoRoot` is where the checkout lives (main.ts derives it from its own location);
 * DATA_DIR defaults to `<repoRoot>/data` and STATIC_ROOT to the repo root. Creates DATA_DIR and its folders.
 */
export function loadConfig(env: NodeJS.ProcessEnv, defaults: { repoRoot: string }): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const e = parsed.data;
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(defaults.repoRoot, path));
  const dataDir = absolute(e.DATA_DIR ?? 'data');
  // The same defaults as scripts/releases.mjs, which writes what the server serves.
  const releasesDir = absolute(e.RELEASES_DIR ?? join(dataDir, 'releases'));
  const config: AppConfig = {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    outboxDir: join(dataDir, 'outbox'),
    uploadsDir: join(dataDir, 'uploads'),
    jwtSecret: undefined,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    eventsHeartbeatMs: Math.round(e.EVENTS_HEARTBEAT_SECONDS * 1000),
    eventStreamsPerUser: e.EVENT_STREAMS_PER_USER,
    exportPageSize: e.EXPORT_PAGE_SIZE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    staticRoot: absolute(e.STATIC_ROOT ?? '.'),
    remotesManifest: absolute(e.REMOTES_MANIFEST ?? join(releasesDir, 'remotes.json')),
    releasesDir,
    remoteOrigins: e.REMOTE_ORIGINS.map((origin) => new URL(origin).origin),
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    loginFailuresPerAddress: e.LOGIN_FAILURES_PER_ADDRESS,
    uploadsPerHour: e.UPLOADS_PER_HOUR,
    uploadQuotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
  for (const dir of [config.dataDir, config.outboxDir]) mkdirSync(dir, { recursive: true });
  if (e.JWT_SECRET) config.jwtSecret = new TextEncoder().encode(e.JWT_SECRET);
  else if (!config.databaseUrl) config.jwtSecret = dataDirJwtSecret(dataDir);
  return config;
}
