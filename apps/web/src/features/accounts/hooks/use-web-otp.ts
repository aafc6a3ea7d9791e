import { useEffect, useRef } from 'react';

interface OtpCredential {
  code: string;
}

/**
 * WebOTP: while `isActive`, asks the browser for the code of an incoming SMS bound to this origin
 * (Chrome on Android) and hands it to `onCode`. Without the API nothing happens; leaving the step
 * (or the page) aborts the request.
 */
export function useWebOtp({
  isActive,
  onCode,
}: {
  isActive: boolean;
  onCode: (code: string) => void;
}) {
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!isActive || typeof window === 'undefined' || !('OTPCredential' in window)) return;
    const credentials = navigator.credentials as CredentialsContainer | undefined;
    if (!credentials?.get) return;
    const controller = new AbortController();
    const request = { otp: { transport: ['sms'] }, signal: controller.signal };
    credentials
      .get(request as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as unknown as OtpCredential | null)?.code;
        if (code && !controller.signal.aborted) onCodeRef.current(code.replace(/\D/g, ''));
      })
      // Aborted, timed out or refused: the customer types or pastes the code instead.
      .catch(() => undefined);
    return () => controller.abort();
  }, [isActive]);
}
