import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  AVATAR_FILE_PATTERN,
  AVATAR_URL_PREFIX,
  newAvatarFileName,
  type AvatarStorage,
} from './avatar-storage';

export interface DiskAvatarStorage extends AvatarStorage {
  /** The bytes of one stored file for GET /uploads/avatars/:file; null when there is none. */
  read: (file: string) => Promise<Buffer | null>;
}

/** `${DATA_DIR}/uploads/avatars`; a throw-away database (memory://) keeps them in the OS temp dir. */
export function avatarDirectory(dataDir: string): string {
  const base = dataDir.startsWith('memory://') ? path.join(os.tmpdir(), 'swiftbite-data') : dataDir;
  return path.join(base, 'uploads', 'avatars');
}

export function createDiskAvatarStorage({ dir }: { dir: string }): DiskAvatarStorage {
  return {
    put: async ({ bytes, ext }) => {
      await fs.mkdir(dir, { recursive: true });
      const file = newAvatarFileName(ext);
      await fs.writeFile(path.join(dir, file), bytes, { flag: 'wx' });
      return `${AVATAR_URL_PREFIX}${file}`;
    },
    remove: async (url) => {
      if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
      const file = url.slice(AVATAR_URL_PREFIX.length);
      if (!AVATAR_FILE_PATTERN.test(file)) return;
      await fs.rm(path.join(dir, file), { force: true }).catch(() => {});
    },
    read: async (file) => {
      if (!AVATAR_FILE_PATTERN.test(file)) return null;
      return fs.readFile(path.join(dir, file)).catch(() => null);
    },
  };
}
