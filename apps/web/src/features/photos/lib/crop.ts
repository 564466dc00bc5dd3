import { CROP_INITIAL_WIDTH_PERCENT, CROP_JPEG_QUALITY } from '@blaze/contracts/photos';

export interface PercentCrop {
  unit: '%';
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The first crop: 90% of the image's width, centred; with an aspect the height follows from it,
 * shrinking the width if the image is too short.
 */
export function initialCrop(
  aspect: number | null,
  imageWidth: number,
  imageHeight: number,
): PercentCrop {
  let width = CROP_INITIAL_WIDTH_PERCENT;
  let height = CROP_INITIAL_WIDTH_PERCENT;
  if (aspect) {
    height = (((width / 100) * imageWidth) / aspect / imageHeight) * 100;
    if (height > 100) {
      width = (width * 100) / height;
      height = 100;
    }
  }
  return { unit: '%', x: (100 - width) / 2, y: (100 - height) / 2, width, height };
}

/**
 * A crop in percent of the image, as whole pixels of its natural size (never outside it). With an
 * aspect the height follows from the rounded width, so a Square crop comes out exactly square.
 */
export function cropToPixels(
  crop: PercentCrop,
  naturalWidth: number,
  naturalHeight: number,
  aspect: number | null = null,
): PixelRect {
  const x = Math.max(0, Math.round((crop.x / 100) * naturalWidth));
  const y = Math.max(0, Math.round((crop.y / 100) * naturalHeight));
  let width = Math.min(naturalWidth - x, Math.round((crop.width / 100) * naturalWidth));
  let height = Math.min(naturalHeight - y, Math.round((crop.height / 100) * naturalHeight));
  if (aspect) {
    height = Math.round(width / aspect);
    if (y + height > naturalHeight) {
      height = naturalHeight - y;
      width = Math.round(height * aspect);
    }
  }
  return { x, y, width, height };
}

/** Draws the crop onto a canvas and returns it as a JPEG (quality 0.9). */
export async function cropToJpeg(
  image: HTMLImageElement,
  crop: PercentCrop,
  aspect: number | null = null,
): Promise<Blob> {
  const rect = cropToPixels(crop, image.naturalWidth, image.naturalHeight, aspect);
  const canvas = document.createElement('canvas');
  canvas.width = rect.width;
  canvas.height = rect.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2d context');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, rect.width, rect.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be saved'))),
      'image/jpeg',
      CROP_JPEG_QUALITY,
    );
  });
}
