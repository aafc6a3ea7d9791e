import { describe, expect, test } from 'vitest';
import { EMPTY_PAYLOAD_SHA256, signAwsRequest } from './aws-sigv4';

// The "GET Object" example of the AWS S3 documentation, "Signature Calculations for the
// Authorization Header: Transferring Payload in a Single Chunk (AWS Signature Version 4)". AWS's published example credentials, not a real key.
const example = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};

describe('signAwsRequest', () => {
  test('reproduces the signature of the AWS documented GET /test.txt example with a Range header', () => {
    const headers = signAwsRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      credentials: example,
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['x-amz-content-sha256']).toBe(EMPTY_PAYLOAD_SHA256);
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  test('a different secret gives a different signature', () => {
    const sign = (secretAccessKey: string) =>
      signAwsRequest({
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        credentials: { ...example, secretAccessKey },
        now: new Date('2013-05-24T00:00:00Z'),
      }).authorization;
    expect(sign('another-secret')).not.toBe(sign(example.secretAccessKey));
  });
});
