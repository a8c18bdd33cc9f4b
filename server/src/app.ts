import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { AppError } from './errors.js';
import type { Mailer } from './mail/mailer.js';
import { serverLocalMessages } from './messages.js';
import authPlugin from './plugins/app/auth.js';
import backgroundPlugin from './plugins/app/background.js';
import databasePlugin from './plugins/app/database.js';
import errorHandlerPlugin from './plugins/app/error-handler.js';
import eventsPlugin from './plugins/app/events.js';
import mailerPlugin from './plugins/app/mailer.js';
import imagesPlugin from './plugins/app/images.js';
import knownFieldsPlugin from './plugins/app/known-fields.js';
import permissionsPlugin from './plugins/app/permissions.js';
import rateLimitPlugin from './plugins/app/rate-limit.js';
import repositoriesPlugin from './plugins/app/repositories.js';
import staticFilesPlugin from './plugins/app/static-files.js';
import compressPlugin from './plugins/external/compress.js';
import redisPlugin from './plugins/external/redis.js';
import securityPlugin from './plugins/external/security.js';
import swaggerPlugin from './plugins/external/swagger.js';
import apiRoutes from './routes/api.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Query parameters whose values are secrets (a reset link opened in the browser carries its token). */
const SECRET_PARAMETERS = /([?&](?:token|reset_password_token|download_token)=)[^&#]*/gi;

/**
 * The longest request path answered (query aside): the app's own are under 200 characters. The query is bounded
 * by Node's header limit (16 KB), as an export of selected rows carries their ids there.
 */
export const MAX_PATH_LENGTH = 2048;

/** Fastify's request log line, with secrets in the URL blanked out. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_PARAMETERS, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
  };
}

export interface BuildAppOptions {
  config: AppConfig;
  /** Opened (and later closed) by the caller: main.ts or a test. */
  database: Database;
  /** Fastify's logger option; by default JSON logs at config.logLevel. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured mailer (SMTP or outbox). */
  mailer?: Mailer;
  /** Where the default JSON logs go instead of stdout (a test reads them back). */
  logStream?: { write(line: string): void };
}

/** Builds the whole app; main.ts listens on it, tests call inject() on it. */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // The router refuses a path it cannot decode before any hook or the error handler runs: answered here in the
    // API's one shape ({ message }), kept by no cache.
    frameworkErrors: (_error, request: FastifyRequest, reply: FastifyReply) => {
      void reply
        .code(400)
        .header('cache-control', 'no-store')
        .header('x-request-id', request.id)
        .send({ message: serverLocalMessages.badAddress });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // Clients may send `Content-Type: application/json` with an empty body (logout): treat it as no body.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJsonParser(request, text, done);
  });

  // The error handler first, so it covers everything registered after it.
  await app.register(errorHandlerPlugin);

  // Outside concerns.
  await app.register(securityPlugin, { remoteOrigins: config.remoteOrigins });
  // A path longer than any of the app's is refused before anything reads it (routing, files, auth): 414.
  app.addHook('onRequest', async (request, reply) => {
    const query = request.url.indexOf('?');
    const pathLength = query === -1 ? request.url.length : query;
    if (pathLength <= MAX_PATH_LENGTH) return;
    // Not kept by any cache, whatever the path: it is a refusal.
    reply.raw.setHeader('cache-control', 'no-store');
    throw new AppError(414, serverLocalMessages.pathTooLong(MAX_PATH_LENGTH));
  });
  await app.register(compressPlugin);
  await app.register(redisPlugin);
  await app.register(swaggerPlugin);

  // The app's own plugins.
  await app.register(knownFieldsPlugin);
  await app.register(databasePlugin, { database: options.database });
  await app.register(repositoriesPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailerPlugin, { mailer: options.mailer });
  await app.register(backgroundPlugin);
  await app.register(authPlugin);
  await app.register(permissionsPlugin);
  await app.register(imagesPlugin);
  await app.register(eventsPlugin);

  // Routes, then the web app's files.
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(staticFilesPlugin, {
    staticRoot: config.staticRoot,
    remotesManifest: config.remotesManifest,
    releasesDir: config.releasesDir,
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
