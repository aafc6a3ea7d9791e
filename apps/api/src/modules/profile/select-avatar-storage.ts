import type { Config } from '../../config';
import type { AvatarStorage } from './avatar-storage';
import {
  avatarDirectory,
  createDiskAvatarStorage,
  type DiskAvatarStorage,
} from './disk-avatar-storage';
import { createS3AvatarStorage } from './s3-avatar-storage';

/**
 * S3 when the endpoint, bucket and both keys are configured, the disk otherwise. The disk storage
 * is always answered too: avatars written before a switch to S3 keep being served from it.
 */
export function selectAvatarStorage(config: Config): {
  storage: AvatarStorage;
  disk: DiskAvatarStorage;
} {
  const disk = createDiskAvatarStorage({ dir: avatarDirectory(config.DATA_DIR) });
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    return { storage: disk, disk };
  }
  const storage = createS3AvatarStorage({
    settings: {
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      publicUrl: config.S3_PUBLIC_URL,
    },
    legacy: disk,
  });
  return { storage, disk };
}
