import { AVATAR_FILE_PATTERN, newAvatarFileName, type AvatarStorage } from './avatar-storage';
import { sha256Hex, signAwsRequest, type AwsCredentials } from './aws-sigv4';
import { contentTypeOfExtension } from './avatar-storage';
import { createAvatarStorageUnavailableError } from './profile.errors';

const KEY_PREFIX = 'avatars/';
const REQUEST_TIMEOUT_MS = 10_000;

export interface S3Settings {
  /** e.g. https://s3.eu-central-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path style (`endpoint/bucket/key`, MinIO and most gateways) or virtual host (`bucket.host`). */
  forcePathStyle: boolean;
  /** The base the avatar URLs are built from (a CDN or the public bucket URL). */
  publicUrl?: string;
}

/**
 * Avatars as objects `avatars/<random>.<ext>` in an S3-compatible bucket, written with plain fetch
 * and Signature V4. URLs that are not this bucket's (avatars stored on disk before the switch) are
 * handed to `legacy` for removal.
 */
export function createS3AvatarStorage({
  settings,
  legacy,
}: {
  settings: S3Settings;
  legacy?: AvatarStorage;
}): AvatarStorage {
  const credentials: AwsCredentials = {
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  };
  const bucketBase = bucketBaseUrl(settings);
  const publicBase = (settings.publicUrl ?? bucketBase).replace(/\/+$/, '');

  async function send({ method, key, body, contentType }: SendOptions) {
    const url = new URL(`${bucketBase}/${key}`);
    const headers = signAwsRequest({
      method,
      url,
      headers: contentType
        ? { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' }
        : {},
      payloadSha256: sha256Hex(body ?? ''),
      credentials,
    });
    const response = await fetch(url, {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(`S3 ${method} ${key} answered ${response.status}: ${detail}`);
    }
  }

  return {
    put: async ({ bytes, ext }) => {
      const key = `${KEY_PREFIX}${newAvatarFileName(ext)}`;
      try {
        await send({ method: 'PUT', key, body: bytes, contentType: contentTypeOfExtension[ext] });
      } catch (cause) {
        throw createAvatarStorageUnavailableError({ cause });
      }
      return `${publicBase}/${key}`;
    },
    remove: async (url) => {
      if (!url) return;
      const prefix = `${publicBase}/${KEY_PREFIX}`;
      if (!url.startsWith(prefix)) return legacy?.remove(url);
      const file = url.slice(prefix.length);
      if (!AVATAR_FILE_PATTERN.test(file)) return;
      await send({ method: 'DELETE', key: `${KEY_PREFIX}${file}` }).catch(() => {});
    },
  };
}

interface SendOptions {
  method: 'PUT' | 'DELETE';
  key: string;
  body?: Buffer;
  contentType?: string;
}

function bucketBaseUrl({ endpoint, bucket, forcePathStyle }: S3Settings): string {
  const base = new URL(endpoint);
  const path = base.pathname.replace(/\/+$/, '');
  if (forcePathStyle) return `${base.origin}${path}/${encodeURIComponent(bucket)}`;
  return `${base.protocol}//${bucket}.${base.host}${path}`;
}
