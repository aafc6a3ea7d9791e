import type { AppVersion } from '../lib/forced-update';

function isAppVersion(value: unknown): value is AppVersion {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.forceNewSettingsVersion === 'string' &&
    typeof candidate.forceCacheClearVersion === 'string'
  );
}

/** GET /version.json, past every HTTP cache (a stale copy would hide a forced update). */
export async function getVersion(): Promise<AppVersion> {
  const response = await fetch('/version.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`GET /version.json answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isAppVersion(body)) throw new Error('GET /version.json answered an unexpected body');
  return body;
}
