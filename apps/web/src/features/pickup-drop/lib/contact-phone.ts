/**
 * The contract's contact phone rule (`courierStopInputSchema.contact_phone`): digits with an
 * optional +, 7 to 15 of them. Restated here so the page does not ship zod; a test holds the two
 * together.
 */
const CONTACT_PHONE = /^\+?[1-9]\d{6,14}$/;

export function isContactPhone(value: string): boolean {
  return CONTACT_PHONE.test(value.trim());
}

/** What people type ("+91 98765-43210") as the contract takes it. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s()-]/g, '');
}
