import crypto from 'node:crypto';

/** SHA-256 of an empty payload, the `x-amz-content-sha256` of a GET or DELETE. */
export const EMPTY_PAYLOAD_SHA256 = sha256Hex('');

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

/**
 * AWS Signature Version 4 for one request (header form, as S3 documents it). Every header passed in
 * is signed, plus `host`; `x-amz-date` and `x-amz-content-sha256` are added when absent. Answers the
 * headers to send, `authorization` included (never `host`: fetch sets it from the URL).
 */
export function signAwsRequest({
  method,
  url,
  headers = {},
  payloadSha256 = EMPTY_PAYLOAD_SHA256,
  credentials,
  now = new Date(),
}: {
  method: string;
  url: URL;
  headers?: Record<string, string>;
  payloadSha256?: string;
  credentials: AwsCredentials;
  now?: Date;
}): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const signed: Record<string, string> = {
    'x-amz-date': amzDate,
    'x-amz-content-sha256': payloadSha256,
  };
  for (const [name, value] of Object.entries(headers)) signed[name.toLowerCase()] = value;
  const withHost: Record<string, string> = { ...signed, host: url.host };
  const names = Object.keys(withHost).sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${withHost[name]?.trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    method.toUpperCase(),
    canonicalUri(url.pathname),
    canonicalQuery(url.searchParams),
    canonicalHeaders,
    signedHeaders,
    signed['x-amz-content-sha256'],
  ].join('\n');
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = [day, credentials.region, credentials.service, 'aws4_request'].reduce<
    Buffer | string
  >((key, part) => hmac(key, part), `AWS4${credentials.secretAccessKey}`);
  const signature = hmac(signingKey, stringToSign).toString('hex');
  return {
    ...signed,
    authorization:
      `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, ` +
      `SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

export function sha256Hex(data: string | Buffer): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return crypto.createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding of each segment; S3 paths are encoded once (URL.pathname already is). */
function canonicalUri(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(params: URLSearchParams): string {
  return [...params]
    .map(([key, value]) => [encodeRfc3986(key), encodeRfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? compare(av, bv) : compare(a, b)))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
