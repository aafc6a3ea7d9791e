import { createHash, randomBytes } from 'node:crypto';
import aws4 from 'aws4';
import { describe, expect, test } from 'vitest';
import { EMPTY_PAYLOAD_SHA256, signAwsRequest } from './aws-sigv4';

// Credentials made for each run: no key, not even AWS's documented example, is kept in git. The
// reference is `aws4`, an independent SigV4 implementation widely used against AWS itself.
const credentials = {
  accessKeyId: `TEST${randomBytes(8).toString('hex').toUpperCase()}`,
  secretAccessKey: randomBytes(30).toString('base64'),
  region: 'eu-central-1',
  service: 's3',
};
const NOW = new Date('2026-11-21T10:20:30Z');
const AMZ_DATE = '20261121T102030Z';

/** The Authorization header aws4 computes for the same request. */
function referenceAuthorization(request: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
}): string {
  const signed = aws4.sign(
    {
      host: request.url.host,
      path: `${request.url.pathname}${request.url.search}`,
      method: request.method,
      service: credentials.service,
      region: credentials.region,
      headers: { ...request.headers, 'X-Amz-Date': AMZ_DATE },
      ...(request.body === undefined ? {} : { body: request.body }),
    },
    { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey },
  );
  return String(signed.headers?.Authorization);
}

describe('signAwsRequest', () => {
  test('a GET with an extra header signs as the reference implementation does', () => {
    const url = new URL('https://examplebucket.s3.eu-central-1.amazonaws.com/test.txt');
    const ours = signAwsRequest({
      method: 'GET',
      url,
      headers: { 'x-amz-meta-purpose': 'avatar check' },
      credentials,
      now: NOW,
    });
    expect(ours['x-amz-date']).toBe(AMZ_DATE);
    expect(ours['x-amz-content-sha256']).toBe(EMPTY_PAYLOAD_SHA256);
    expect(ours.authorization).toBe(
      referenceAuthorization({
        method: 'GET',
        url,
        headers: {
          'x-amz-meta-purpose': 'avatar check',
          'X-Amz-Content-Sha256': EMPTY_PAYLOAD_SHA256,
        },
      }),
    );
    expect(ours.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/20261121/eu-central-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-meta-purpose, Signature=[0-9a-f]{64}$`,
      ),
    );
  });

  test('a PUT of an avatar (body hash, content type, path-style key) signs as the reference does', () => {
    const body = 'image bytes';
    const payloadSha256 = createHash('sha256').update(body).digest('hex');
    const url = new URL('https://storage.example.test/avatars-bucket/avatars/7-abc.webp');
    // aws4 signs the body's length as well; the upload may sign it, so both are given it.
    const headers = { 'Content-Type': 'image/webp', 'Content-Length': String(body.length) };
    const ours = signAwsRequest({
      method: 'PUT',
      url,
      headers,
      payloadSha256,
      credentials,
      now: NOW,
    });
    expect(ours.authorization).toBe(
      referenceAuthorization({
        method: 'PUT',
        url,
        headers: { ...headers, 'X-Amz-Content-Sha256': payloadSha256 },
        body,
      }),
    );
  });

  test('a different secret gives a different signature', () => {
    const sign = (secretAccessKey: string) =>
      signAwsRequest({
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        credentials: { ...credentials, secretAccessKey },
        now: NOW,
      }).authorization;
    expect(sign(randomBytes(30).toString('base64'))).not.toBe(sign(credentials.secretAccessKey));
  });
});
