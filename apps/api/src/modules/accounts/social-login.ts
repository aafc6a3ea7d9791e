import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createSocialTokenInvalidError } from './accounts.errors';

export interface SocialIdentity {
  subject: string;
  /** Lower-cased; null when the provider has no verified email for the account. */
  email: string | null;
}

/** Verifies a provider's access or ID token; throws 401 auth.social_token_invalid otherwise. */
export type SocialTokenVerifier = (accessToken: string) => Promise<SocialIdentity>;

export type SocialProviders = Record<'google', SocialTokenVerifier>;

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** Google ID tokens: signature against Google's JWKS, issuer, our client id as audience, expiry. */
export function createGoogleVerifier({
  jwksUrl,
  clientId,
}: {
  jwksUrl: string;
  /** Our OAuth client id, or how to read it when it is a setting that may change at runtime. */
  clientId: string | undefined | (() => Promise<string | undefined>);
}): SocialTokenVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return async (idToken) => {
    const audience = typeof clientId === 'function' ? await clientId() : clientId;
    // Without our client id any Google token for any app would pass: refuse them all.
    if (!audience)
      throw createSocialTokenInvalidError({ message: 'Google sign-in is not set up.' });
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience,
      });
      if (!payload.sub) throw new Error('no subject');
      const email =
        typeof payload.email === 'string' && payload.email_verified === true
          ? payload.email.toLowerCase()
          : null;
      return { subject: payload.sub, email };
    } catch (cause) {
      throw createSocialTokenInvalidError({ cause });
    }
  };
}
