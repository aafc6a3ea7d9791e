import http from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { googleKeysPort, workerServerIndex } from './servers';

/** Where playwright.config.ts points the GOOGLE_JWKS_URL of this worker's server. */
const PORT = googleKeysPort(workerServerIndex());

/**
 * Stands in for Google's signing keys while a journey runs: the server verifies ID tokens against
 * them (GOOGLE_JWKS_URL), and `idToken()` signs tokens as Google would for our client id.
 */
export async function startGoogleTestKeys() {
  const pair = await generateKeyPair('RS256');
  const kid = `e2e-${Date.now()}`;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  return {
    idToken: ({ email, name, audience }: { email: string; name: string; audience: string }) =>
      new SignJWT({ email, name, email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer('https://accounts.google.com')
        .setAudience(audience)
        .setSubject(`google-${email}`)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
        .sign(pair.privateKey),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
