import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AVATAR_MAX_BYTES } from '@app/shared/profile/profile.schemas';
import { createInvalidAvatarError } from './profile.errors';

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

/** `${DATA_DIR}/uploads/avatars`; a throw-away database (memory://) keeps them in the OS temp dir. */
export function avatarDirectory(dataDir: string): string {
  const base = dataDir.startsWith('memory://') ? path.join(os.tmpdir(), 'swiftbite-data') : dataDir;
  return path.join(base, 'uploads', 'avatars');
}

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

export async function storeAvatar({
  dir,
  bytes,
  ext,
}: {
  dir: string;
  bytes: Buffer;
  ext: string;
}) {
  await fs.mkdir(dir, { recursive: true });
  const file = `${crypto.randomBytes(16).toString('hex')}.${ext}`;
  await fs.writeFile(path.join(dir, file), bytes, { flag: 'wx' });
  return `${AVATAR_URL_PREFIX}${file}`;
}

/** Best effort: a replaced avatar's file is removed; a failure only leaves an orphan file. */
export async function removeAvatar({ dir, url }: { dir: string; url: string | null }) {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
  const file = url.slice(AVATAR_URL_PREFIX.length);
  if (!AVATAR_FILE_PATTERN.test(file)) return;
  await fs.rm(path.join(dir, file), { force: true }).catch(() => {});
}
