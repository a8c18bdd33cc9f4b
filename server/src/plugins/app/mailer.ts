import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ mailer?: Mailer | undefined }>(
  async (app, options) => {
    const mailer =
      options.mailer ??
      createMailer({
        smtpUrl: app.config.smtpUrl,
        outboxDir: app.config.outboxDir,
        from: app.config.mailFrom,
        log: app.log,
      });
    app.decorate('mailer', mailer);
    // Mail queued by the last requests is handed over before the process goes away.
    app.addHook('onClose', async () => mailer.flush());
  },
  { name: 'mailer' },
);
