import crypto from 'node:crypto';

/**
 * Paytm's documented checksum, written out here independently of the `paytmchecksum` library the
 * provider uses, for the test doubles of Paytm: a checksum is AES-128-CBC (the merchant key, IV
 * "@@@@&&&&####$$$$") of SHA-256 hex of "<params>|<salt>" followed by the 4-character salt, in
 * base64. A JSON body is signed as its exact text; a form as its values in key order, joined by |.
 */
const IV = '@@@@&&&&####$$$$';

export function paytmSignature(text: string, key: string, salt = randomSalt()): string {
  const hash = crypto.createHash('sha256').update(`${text}|${salt}`).digest('hex') + salt;
  const cipher = crypto.createCipheriv('aes-128-cbc', key, IV);
  return cipher.update(hash, 'utf8', 'base64') + cipher.final('base64');
}

export function isPaytmSignature(text: string, key: string, signature: string): boolean {
  try {
    const decipher = crypto.createDecipheriv('aes-128-cbc', key, IV);
    const hash = decipher.update(signature, 'base64', 'utf8') + decipher.final('utf8');
    return paytmSignature(text, key, hash.slice(-4)) === signature;
  } catch {
    return false;
  }
}

/** The text a form's checksum covers: its values (CHECKSUMHASH left out) in key order, joined by |. */
export function paytmFormText(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'CHECKSUMHASH')
    .sort()
    .map((key) => fields[key] ?? '')
    .join('|');
}

/** `fields` with the CHECKSUMHASH Paytm would add. */
export function signPaytmForm(fields: Record<string, string>, key: string) {
  return { ...fields, CHECKSUMHASH: paytmSignature(paytmFormText(fields), key) };
}

function randomSalt(): string {
  return crypto.randomBytes(3).toString('base64');
}
