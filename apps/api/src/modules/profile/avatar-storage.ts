import crypto from 'node:crypto';
import { AVATAR_MAX_BYTES } from '@app/shared/profile/profile.schemas';
import { createInvalidAvatarError } from './profile.errors';

/**
 * Where avatars live: the disk under DATA_DIR (served by GET /uploads/avatars/:file) or an
 * S3-compatible bucket (served by the bucket or its CDN). `put` answers the avatar's URL.
 */
export interface AvatarStorage {
  put: (avatar: { bytes: Buffer; ext: string }) => Promise<string>;
  /** Best effort: a replaced avatar is removed; a failure only leaves an orphan. */
  remove: (url: string | null) => Promise<void>;
}

export const AVATAR_URL_PREFIX = '/uploads/avatars/';
/** The random names this module writes; anything else is never served. */
export const AVATAR_FILE_PATTERN = /^[a-f0-9]{32}\.(png|jpg|webp)$/;

const imageKinds = {
  'image/png': { ext: 'png', matches: (b: Buffer) => b.subarray(0, 8).equals(PNG_MAGIC) },
  'image/jpeg': {
    ext: 'jpg',
    matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  'image/webp': {
    ext: 'webp',
    matches: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
} as const;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const contentTypeOfExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * Decodes a data URL and checks the bytes themselves (magic numbers), not only the declared type:
 * the declared type and the content must agree, and the image must be at most 1 MB.
 */
export function decodeAvatar(dataUrl: string): { bytes: Buffer; ext: string } {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,(.+)$/.exec(dataUrl);
  const mime = match?.[1] as keyof typeof imageKinds | undefined;
  if (!match || !mime || !match[2]) throw createInvalidAvatarError();
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length === 0 || bytes.length > AVATAR_MAX_BYTES) throw createInvalidAvatarError();
  const kind = imageKinds[mime];
  if (!kind.matches(bytes)) {
    throw createInvalidAvatarError({ message: `The file content is not a ${mime} image.` });
  }
  return { bytes, ext: kind.ext };
}

/** A new random file name; names are never reused, so a URL's content never changes. */
export function newAvatarFileName(ext: string): string {
  return `${crypto.randomBytes(16).toString('hex')}.${ext}`;
}
