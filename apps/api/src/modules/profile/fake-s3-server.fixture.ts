import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Request {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  isSignatureValid: boolean;
}

/**
 * A local S3-compatible endpoint for tests. It checks every request's Signature V4 the way S3
 * does, with its own code (not the signer under test): the credential scope, the payload hash
 * against the body, and the signature recomputed from the secret it knows. Bad requests get S3's
 * 403 SignatureDoesNotMatch; good PUTs are kept in `objects`, DELETEs remove them.
 */
export async function startFakeS3Server({
  accessKeyId,
  secretAccessKey,
  region,
}: {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}) {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const requests: FakeS3Request[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = request.url ?? '/';
      const isSignatureValid = verify({ request, path, body });
      requests.push({
        method: request.method ?? '',
        path,
        headers: request.headers,
        body,
        isSignatureValid,
      });
      if (!isSignatureValid) {
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      if (request.method === 'PUT') {
        objects.set(path, { body, contentType: request.headers['content-type'] });
        response.writeHead(200, { etag: `"${md5(body)}"` }).end();
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });

  function verify({
    request,
    path,
    body,
  }: {
    request: http.IncomingMessage;
    path: string;
    body: Buffer;
  }): boolean {
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        request.headers.authorization ?? '',
      );
    if (!auth) return false;
    const [, keyId, day, scopeRegion, signedHeaders, signature] = auth as unknown as string[];
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (keyId !== accessKeyId || scopeRegion !== region || !amzDate.startsWith(day ?? '-')) {
      return false;
    }
    if (payloadHash !== sha256(body)) return false;
    const names = (signedHeaders ?? '').split(';');
    if (!names.includes('host') || !names.includes('x-amz-date')) return false;
    const [pathPart = '/', query = ''] = path.split('?');
    const canonical = [
      request.method,
      pathPart,
      query.split('&').filter(Boolean).sort().join('&'),
      names.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join(''),
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${sha256(canonical)}`;
    let key: Buffer = hmac(`AWS4${secretAccessKey}`, day ?? '');
    for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
    return hmac(key, toSign).toString('hex') === signature;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const md5 = (data: Buffer) => crypto.createHash('md5').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  crypto.createHmac('sha256', key).update(data).digest();
