import '../../../lib/i18n/screen-strings';
/** Avatars show at 80 px; 512 px keeps them sharp on dense screens and small to upload. */
export const AVATAR_MAX_PX = 512;

/** The size that fits `width` x `height` inside `max` x `max`, keeping the aspect ratio. */
export function fitWithin({ width, height, max }: { width: number; height: number; max: number }) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Reads an image file and redraws it at most 512 px wide or high, as a JPEG data URL. */
export async function resizeAvatar(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin({
    width: bitmap.width,
    height: bitmap.height,
    max: AVATAR_MAX_PX,
  });
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.85);
}
