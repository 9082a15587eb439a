import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from '../jobs/job-kinds.ts';

/** Where written mail goes: an SMTP server, or `.eml` files in the outbox folder. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailSettings {
  /** e.g. smtp://user:pass@host:587; unset → the outbox folder. */
  smtpUrl?: string | undefined;
  /** The From header, e.g. "Chuck's Video Store <chuck@example.com>". */
  from: string;
  /** DATA_DIR/outbox: where messages are written when there is no SMTP server. */
  outboxDir: string;
  /** Told one line per message written to the outbox (the server's logger). */
  onOutbox?: (file: string, mail: OutgoingMail) => void;
}

/**
 * nodemailer over SMTP when SMTP_URL is set. Without it each message becomes an `.eml` file in
 * DATA_DIR/outbox/ (README, "Configuration"), so a self-hoster can open the reset links themselves.
 */
export function createMailTransport(settings: MailSettings): MailTransport {
  if (settings.smtpUrl) {
    const smtp = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(mail) {
        await smtp.sendMail({ from: settings.from, ...mail });
      },
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const { message } = await writer.sendMail({ from: settings.from, ...mail });
      await mkdir(settings.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(settings.outboxDir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, message as Buffer);
      settings.onOutbox?.(file, mail);
    },
  };
}
