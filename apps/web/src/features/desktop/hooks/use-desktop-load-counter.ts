import { useEffect, useState } from 'react';
import { readString, writeString } from '../../../lib/storage';
import { useGetAllLanguages } from '../../../lib/i18n/get-all-languages';

const LOAD_COUNTER_KEY = 'desktopLoaded';
/** SPEC §9: the first load's reload comes 2000 ms after the languages arrive. */
export const FIRST_LOAD_RELOAD_MS = 2000;

let loadNumber: number | null = null;

/**
 * Counts this page load in `desktopLoaded` (SPEC §4) once, however often the landing mounts
 * (StrictMode, a resize back and forth), and answers which load this is (1 = the first).
 */
export function countDesktopLoad(): number {
  if (loadNumber === null) {
    const previous = Number(readString(LOAD_COUNTER_KEY));
    loadNumber = (Number.isInteger(previous) && previous > 0 ? previous : 0) + 1;
    writeString(LOAD_COUNTER_KEY, String(loadNumber));
  }
  return loadNumber;
}

/** For tests: the next `countDesktopLoad()` counts a new page load. */
export function resetDesktopLoadCount(): void {
  loadNumber = null;
}

/**
 * SPEC §4: on the first desktop load, once the languages arrive from the server, the page reloads
 * once after 2 s (so the first paint with freshly stored settings and strings is a clean start).
 * The counter is already 2 on the reloaded page, so this can never loop.
 */
export function useDesktopLoadCounter(): number {
  const [loadCount] = useState(countDesktopLoad);
  const languages = useGetAllLanguages().data;

  useEffect(() => {
    if (loadCount !== 1 || !languages) return;
    const timer = window.setTimeout(() => window.location.reload(), FIRST_LOAD_RELOAD_MS);
    return () => window.clearTimeout(timer);
  }, [loadCount, languages]);

  return loadCount;
}
