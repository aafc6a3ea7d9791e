import type { Config } from '../../config';
import { decodeAvatar } from './avatar-storage';
import { selectAvatarStorage } from './select-avatar-storage';

/**
 * Images the console uploads (store logos and banners, issue 17) go where avatars go: the same
 * checks (PNG, JPEG or WebP by their bytes, at most 1 MB), the same disk or S3 storage and URLs.
 */
export function createImageUploader(config: Config) {
  const { storage } = selectAvatarStorage(config);
  return (dataUrl: string): Promise<string> => storage.put(decodeAvatar(dataUrl));
}
