import { useEffect } from 'react';
import { useSettings } from '../../../lib/settings/settings-store';
import { applySeoMeta } from '../lib/seo-meta';

/** Keeps the description, Open Graph and Twitter tags in the page in step with the settings. */
export function useSeoMeta(): void {
  const settings = useSettings();
  useEffect(() => {
    applySeoMeta({ head: document.head, settings, origin: window.location.origin });
  }, [settings]);
}
