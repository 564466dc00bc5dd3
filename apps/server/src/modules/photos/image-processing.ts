import sharp from 'sharp';

/** Magic bytes of the three accepted formats; the file name and declared type are never trusted. */
export function detectImageType(bytes: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** Larger images are refused before decoding: a small file can claim enormous dimensions. */
export const MAX_INPUT_PIXELS = 40_000_000;

export const VARIANTS = {
  thumb: { width: 320 },
  display: { width: 1080 },
} as const;
export type Variant = keyof typeof VARIANTS;

export type ProcessedPhoto = {
  width: number;
  height: number;
  files: Array<{ name: string; bytes: Buffer; contentType: string }>;
};

/**
 * Re-encodes from decoded pixels: EXIF, GPS and every other metadata block are dropped because nothing
 * copies them over (no withMetadata). Orientation is applied first so the picture stays upright.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const base = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const meta = await base.metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  // Every size in both formats at once: sharp encodes them side by side on its own threads, so an
  // upload (and a new database's seed, which draws dozens) waits for the slowest, not for the sum.
  const files: ProcessedPhoto['files'] = await Promise.all(
    Object.entries(VARIANTS).flatMap(([name, { width: target }]) => {
      const resized = base
        .clone()
        .resize({ width: Math.min(target, width), withoutEnlargement: true });
      return [
        resized
          .clone()
          .webp({ quality: 82 })
          .toBuffer()
          .then((bytes) => ({ name: `${name}.webp`, bytes, contentType: 'image/webp' })),
        resized
          .clone()
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer()
          .then((bytes) => ({ name: `${name}.jpg`, bytes, contentType: 'image/jpeg' })),
      ];
    }),
  );
  return { width, height, files };
}
