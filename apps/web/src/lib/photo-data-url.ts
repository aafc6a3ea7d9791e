/**
 * The API takes a photo data URL of at most this many characters (proof at the drop, a parcel):
 * `PHOTO_DATA_URL_MAX` of the shared contract, not imported so the zod schemas stay out of the
 * bundle.
 */
export const PHOTO_MAX_CHARS = 600_000;

/** Each try draws the photo at most this many pixels on its long side, then smaller. */
const SIDES = [1280, 1024, 800, 640, 480];
const QUALITIES = [0.8, 0.7, 0.6];

export function fitWithin(width: number, height: number, max: number) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A photo (the rider's proof at the drop, the sender's parcel) redrawn in a canvas as a JPEG data
 * URL under PHOTO_MAX_CHARS: a phone camera's 12 MP picture shrinks until it fits.
 */
export async function photoDataUrl(
  file: Blob,
  draw: (file: Blob, max: number, quality: number) => Promise<string> = drawJpeg,
): Promise<string> {
  for (const side of SIDES) {
    for (const quality of QUALITIES) {
      const url = await draw(file, side, quality);
      if (url.length <= PHOTO_MAX_CHARS && url.startsWith('data:image/jpeg;base64,')) {
        return url;
      }
    }
  }
  throw new Error('The photo does not fit');
}

async function drawJpeg(file: Blob, max: number, quality: number): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height, max);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', quality);
}
