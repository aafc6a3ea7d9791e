import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createSmtpMailProvider, type MailProvider } from './mail-provider';
import { insertOutboxMessage } from './messages.repository';
import { createHttpSmsProvider, createTwilioSmsProvider, type SmsProvider } from './sms-provider';

export interface Message {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
}

export type SendMessage = (message: Message) => Promise<void>;

/**
 * The one way to send mail and SMS. Every message lands in `outbox`: with a provider it is
 * delivered and `sent_at` set (or `error` kept when delivery failed); without one it waits there
 * with `sent_at` null, so every flow works offline and the console shows the codes.
 */
export function createMessageSender({
  db,
  mail,
  sms,
  onError,
}: {
  db: Database;
  mail?: MailProvider | null;
  sms?: SmsProvider | null;
  onError?: (error: unknown, message: Message) => void;
}): SendMessage {
  return async (message) => {
    const deliver =
      message.channel === 'email'
        ? mail && (() => mail({ to: message.to, subject: message.subject, body: message.body }))
        : sms && (() => sms({ to: message.to, body: message.body }));
    let sentAt: Date | null = null;
    let error: string | null = null;
    if (deliver) {
      try {
        await deliver();
        sentAt = new Date();
      } catch (cause) {
        // The flow goes on: the code is still in the outbox for support to read.
        error = cause instanceof Error ? cause.message : String(cause);
        onError?.(cause, message);
      }
    }
    await insertOutboxMessage({ db, message: { ...message, sentAt, error } });
  };
}

/** The providers the configuration asks for: SMTP when `SMTP_URL` is set, the SMS_PROVIDER gateway. */
export function createMessageSenderFromConfig({
  db,
  config,
  onError,
}: {
  db: Database;
  config: Config;
  onError?: (error: unknown, message: Message) => void;
}): SendMessage {
  return createMessageSender({ db, ...createProvidersFromConfig(config), onError });
}

/** The mail and SMS providers the configuration asks for (null: none configured). */
export function createProvidersFromConfig(config: Config): {
  mail: MailProvider | null;
  sms: SmsProvider | null;
} {
  const mail = config.SMTP_URL
    ? createSmtpMailProvider({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : null;
  return { mail, sms: createSmsProviderFromConfig(config) };
}

function createSmsProviderFromConfig(config: Config): SmsProvider | null {
  if (config.SMS_PROVIDER === 'twilio') {
    return createTwilioSmsProvider({
      baseUrl: config.SMS_API_BASE_URL,
      // loadConfig refuses twilio without these three.
      accountSid: config.TWILIO_ACCOUNT_SID ?? '',
      authToken: config.TWILIO_AUTH_TOKEN ?? '',
      from: config.SMS_FROM ?? '',
    });
  }
  if (config.SMS_PROVIDER === 'http' && config.SMS_HTTP_URL) {
    return createHttpSmsProvider({ url: config.SMS_HTTP_URL, token: config.SMS_HTTP_TOKEN });
  }
  return null;
}
