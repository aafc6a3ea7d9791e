import { useEffect, useRef, useState } from 'react';

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  initialize: (config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup';
    auto_select?: boolean;
  }) => void;
  renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
  cancel?: () => void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let scriptLoad: Promise<GoogleIdentity> | null = null;

/** Adds Google Identity Services once per page life; the pages that show the button call it. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const loaded = window.google?.accounts?.id;
  if (loaded) return Promise.resolve(loaded);
  scriptLoad ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const identity = window.google?.accounts?.id;
      if (identity) resolve(identity);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => reject(new Error('Google Identity Services did not load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptLoad = null; // A later visit may try again (the network may be back).
    throw error;
  });
  return scriptLoad;
}

/**
 * Loads the Google script (only when `clientId` is set) and draws Google's own button in
 * `container`; `onCredential` receives the ID token of the account the customer picked.
 */
export function useGoogleIdentity({
  clientId,
  onCredential,
}: {
  clientId: string;
  onCredential: (credential: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const onCredentialRef = useRef(onCredential);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Bumped by retry(): the script is asked for again (the network may be back).
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    onCredentialRef.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    if (!clientId) return;
    let isCurrent = true;
    loadGoogleIdentity()
      .then((identity) => {
        if (!isCurrent || !container.current) return;
        identity.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          auto_select: false,
          callback: (response) => {
            if (response.credential) onCredentialRef.current(response.credential);
          },
        });
        container.current.replaceChildren();
        identity.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          width: Math.min(400, container.current.clientWidth || 350),
          locale: document.documentElement.lang || 'en',
        });
        setStatus('ready');
      })
      .catch(() => {
        if (isCurrent) setStatus('failed');
      });
    return () => {
      isCurrent = false;
      window.google?.accounts?.id?.cancel?.();
    };
  }, [clientId, attempt]);

  const retry = () => {
    setStatus('loading');
    setAttempt((count) => count + 1);
  };
  return { container, status, retry };
}

/** The email and name a Google ID token names (read only to fill the form; the server checks it). */
export function readGoogleToken(credential: string): { email: string; name: string } | null {
  try {
    const part = credential.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as {
      email?: unknown;
      name?: unknown;
    };
    if (typeof claims.email !== 'string') return null;
    return { email: claims.email, name: typeof claims.name === 'string' ? claims.name : '' };
  } catch {
    return null;
  }
}
