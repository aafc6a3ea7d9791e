/** SPEC §4/§9: a backup removal of the splash 1 s after settings arrive. */
export const SPLASH_BACKUP_REMOVAL_MS = 1000;

/** The id of the inline splash in index.html, outside React's #root so React never owns it. */
export const SPLASH_ID = 'splash';

/** Removes the inline splash; safe to call any number of times. */
export function removeSplash(): void {
  document.getElementById(SPLASH_ID)?.remove();
}
