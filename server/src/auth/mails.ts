import type { MailMessage } from '../mail/mailer.js';

/** The mails the auth routes send: a reset link, a welcome, and a note that someone tried the address. */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function mail(to: string, subject: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  };
}

export function resetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your password',
    text: [
      `Someone asked to reset the password of the account ${to}.`,
      '',
      `Open this link within one hour to choose a new password (it works once):`,
      link,
      '',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
    html: `<p>Someone asked to reset the password of the account ${escapeHtml(to)}.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> within one hour (the link works once).</p>
<p>If you did not ask for this, ignore this message: your password stays as it is.</p>`,
  };
}

/** To a new account: registered, and waiting for a role. */
export function welcomeMail(to: string, name: string, loginUrl: string): MailMessage {
  return mail(to, 'Your account has been created', [
    `Hello ${name},`,
    `an account has been created for ${to}. An administrator must give it a role before you can log in; once that is done, log in at ${loginUrl}.`,
    'If you did not register, tell your administrator: nobody can use the account until it has a role.',
  ]);
}

/** To the owner of an existing account, instead of telling the registration form that the e-mail is taken. */
export function alreadyRegisteredMail(to: string, loginUrl: string): MailMessage {
  return mail(to, 'Someone tried to register with your e-mail address', [
    `Someone tried to register a new account with ${to}. You already have an account with this address, so nothing was created or changed.`,
    `If it was you, log in at ${loginUrl}; if you have forgotten your password, choose "Forgot Password?" there.`,
    'If it was not you, you can ignore this message: your account and password stay as they are.',
  ]);
}
