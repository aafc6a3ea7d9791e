export interface OutgoingSms {
  to: string;
  body: string;
}

/** Something that delivers SMS; throws when it could not. No gateway is wired yet (SMS_PROVIDER none). */
export type SmsProvider = (sms: OutgoingSms) => Promise<void>;
