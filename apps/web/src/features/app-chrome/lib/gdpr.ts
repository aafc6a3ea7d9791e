import { readString, writeString } from '../../../lib/storage';

export const GDPR_ACCEPTED_KEY = 'gdprAccepted';

/** SPEC §4: `gdprAccepted` is 'false' when unset (and is written so), accepted only when 'true'. */
export function readGdprAccepted(): boolean {
  const stored = readString(GDPR_ACCEPTED_KEY);
  if (stored === null) {
    writeString(GDPR_ACCEPTED_KEY, 'false');
    return false;
  }
  return stored === 'true';
}

export function acceptGdpr(): void {
  writeString(GDPR_ACCEPTED_KEY, 'true');
}

/**
 * True inside an inline frame: the desktop landing page previews the app in one and shows its own
 * banner around it, so the framed app must not show a second.
 */
export function isInsideFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent throws on access: that is a frame too.
    return true;
  }
}
