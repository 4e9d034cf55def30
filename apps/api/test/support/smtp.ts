import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free loopback port, keeping every message it receives. `stall`: it takes
 * each message but never says it has it (a mail server that hangs).
 */
export async function startSmtp({ stall = false } = {}): Promise<{
  port: number;
  mails: string[];
  /** Resolves with the next message (or the first not yet taken). */
  nextMail(): Promise<string>;
  close(): Promise<void>;
}> {
  const mails: string[] = [];
  const waiting: ((mail: string) => void)[] = [];
  let taken = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        waiting.shift()?.(mails[taken++]);
        if (!stall) callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    mails,
    nextMail: () =>
      taken < mails.length
        ? Promise.resolve(mails[taken++])
        : new Promise((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A mail's text with quoted-printable soft breaks and `=3D` undone (links read whole). */
export const plainMail = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The settings of a site that mails through `smtp`, its links at https://museum.example.org. */
export const mailingSite = (smtp: { port: number }) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  MAIL_FROM: 'Museum <museum@example.org>',
  PUBLIC_URL: 'https://museum.example.org',
});
