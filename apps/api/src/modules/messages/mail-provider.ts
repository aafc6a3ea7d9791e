import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

/** Something that delivers mail; throws when it could not. */
export type MailProvider = (mail: OutgoingMail) => Promise<void>;

/** SMTP through nodemailer, e.g. `smtps://user:pass@smtp.example.com:465`. */
export function createSmtpMailProvider({ url, from }: { url: string; from: string }): MailProvider {
  const transport = nodemailer.createTransport(url);
  return async ({ to, subject, body }) => {
    await transport.sendMail({ from, to, subject, text: body });
  };
}
