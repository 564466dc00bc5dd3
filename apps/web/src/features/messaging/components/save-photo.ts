import type { MessagePhoto } from '@blaze/contracts/messaging';

/**
 * Saves a chat photo to the device as a download (the browser puts it where downloads go; on a
 * phone that is the gallery or Files). Must run inside a tap: browsers refuse unprompted downloads.
 */
export function savePhotoToDevice(photo: MessagePhoto): void {
  const link = document.createElement('a');
  link.href = photo.url;
  link.download = `blaze-photo-${photo.id}`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
