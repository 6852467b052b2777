import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends mail through SMTP when SMTP_URL is set. Without it (local runs and tests) each message is
 * written as an .eml file into the outbox folder and its links are logged, so a person can click them.
 */
export class Mailer {
  private transportOnce?: Transporter;

  constructor(
    private readonly options: { smtpUrl?: string; from: string; outboxDir: string },
    private readonly logger: Logger,
  ) {}

  /** nodemailer is loaded with the first mail, not with every service that might send one. */
  private get transport(): Transporter {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const nodemailer = require('nodemailer') as typeof import('nodemailer');
    this.transportOnce ??= this.options.smtpUrl
      ? nodemailer.createTransport(this.options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return this.transportOnce;
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.options.from, ...message });
    if (this.options.smtpUrl) return;
    await fs.mkdir(this.options.outboxDir, { recursive: true });
    const file = path.join(this.options.outboxDir, `${Date.now()}-${info.messageId.replace(/[^a-zA-Z0-9.-]/g, '')}.eml`);
    await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    this.logger.info({ to: message.to, subject: message.subject, file, links }, 'mail written to the local outbox');
  }
}
