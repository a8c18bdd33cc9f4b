import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends in the background: the caller's response time does not depend on the mail server. */
  queue(message: MailMessage): void;
  send(message: MailMessage): Promise<void>;
  /** Resolves when every queued message has been handled (tests, graceful shutdown). */
  flush(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * nodemailer through SMTP_URL when set; otherwise each message is written as JSON into the outbox folder (and
 * the file is logged), so a reset link is reachable on a fresh machine without a mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const json = nodemailer.createTransport({ jsonTransport: true });

  async function send(message: MailMessage): Promise<void> {
    const mail = { from: options.from, ...message };
    if (smtp) {
      const info = await smtp.sendMail(mail);
      options.log.info({ messageId: info.messageId }, 'mail sent through SMTP');
      return;
    }
    const info = await json.sendMail(mail);
    await mkdir(options.outboxDir, { recursive: true });
    const file = join(
      options.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`,
    );
    await writeFile(file, String(info.message), { mode: 0o600 });
    // The path only: the message may hold a secret (a reset link) that does not belong in logs.
    options.log.info({ file }, 'mail written to the outbox (no SMTP_URL set)');
  }

  return {
    send,
    queue(message) {
      const task = send(message)
        .catch((error: unknown) => options.log.error({ err: error }, 'sending mail failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
