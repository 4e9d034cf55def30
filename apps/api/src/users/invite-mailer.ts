import { setTimeout as delay } from 'node:timers/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { INVITE_VALID_HOURS } from '@furnace/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** Well inside the request deadline: a slow mail server must not turn a made link into a 503. */
const MAIL_WAIT_MS = 4000;

const MAILS = {
  invite: {
    subject: 'Your staff account at the furnace museum',
    opening: (username: string) =>
      `An account "${username}" was created for you on the museum's website.`,
  },
  reset: {
    subject: 'Reset your password at the furnace museum',
    opening: (username: string) => `A new password was requested for your account "${username}".`,
  },
};

/** When SMTP_URL is set. The admin sees the link anyway: a failed mail never undoes it. */
@Injectable()
export class InviteMailer {
  private readonly logger = new Logger(InviteMailer.name);
  private transport: Transporter | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(kind: 'invite' | 'reset', to: string, username: string, link: string): Promise<void> {
    if (!this.config.smtpUrl) return;
    this.transport ??= createTransport(this.config.smtpUrl);
    const { subject, opening } = MAILS[kind];
    const text = `${opening(username)}\n\nChoose your password here (the link works once, for ${INVITE_VALID_HOURS} hours):\n${link}\n`;
    try {
      // An address object, not a string: nodemailer parses a string as a header, where
      // `name<other@host>` would send to `other@host`.
      const sent = this.transport.sendMail({
        from: this.config.mailFrom,
        to: { name: '', address: to },
        subject,
        text,
      });
      const timeout = delay(MAIL_WAIT_MS, false, { ref: false });
      if (!(await Promise.race([sent.then(() => true), timeout])))
        throw new Error('the mail server did not answer in time');
    } catch (error) {
      this.logger.warn(`Could not send the ${kind} mail to ${to}: ${(error as Error).message}`);
    }
  }
}
