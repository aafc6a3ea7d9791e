import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

/**
 * A local stand-in for Google's signing keys (https://www.googleapis.com/oauth2/v3/certs; no
 * internet in tests): `jwksUrl` for GOOGLE_JWKS_URL and `idToken()` signing tokens it accepts.
 */
export async function startGoogleKeys() {
  const pair = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function idToken(
    claims: { email: string; sub?: string } & Record<string, unknown>,
    { audience, key = pair.privateKey }: { audience: string; key?: CryptoKey },
  ) {
    const { sub = `google-${claims.email}`, ...rest } = claims;
    return new SignJWT({ email_verified: true, ...rest })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(audience)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
      .sign(key);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    idToken,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
