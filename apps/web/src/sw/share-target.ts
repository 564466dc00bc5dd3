/**
 * The share target (decision 035): photos shared to Blaze from another app arrive as a POST the
 * service worker answers. It keeps them in a private cache and sends him to the upload screen, which
 * takes them out (and so removes them) when it opens. Used by the worker and by the page.
 */

export const SHARE_TARGET_PATH = '/share-target';
/** The form field of the manifest's share_target. */
export const SHARE_TARGET_FIELD = 'photos';
/** The upload screen, told to pick up what was shared. */
export const SHARED_UPLOAD_URL = '/app/media/upload?files=shared';
export const SHARED_FILES_PARAM = 'shared';

const CACHE = 'blaze-shared-files';
/** Never more than the upload screen takes at once. */
export const SHARED_FILES_MAX = 10;
const ENTRY_PREFIX = '/__shared-files/';

/** Only images: the manifest accepts image/*, but a sharing app may send anything. */
export function sharedImages(entries: readonly FormDataEntryValue[]): File[] {
  return entries
    .filter((e): e is File => typeof e !== 'string' && e.type.startsWith('image/'))
    .slice(0, SHARED_FILES_MAX);
}

/** Replaces whatever an earlier share left with these files. */
export async function keepSharedFiles(files: readonly File[]): Promise<void> {
  await caches.delete(CACHE);
  if (files.length === 0) return;
  const cache = await caches.open(CACHE);
  await Promise.all(
    files.map((file, i) =>
      cache.put(
        `${ENTRY_PREFIX}${i}`,
        new Response(file, {
          headers: {
            'content-type': file.type,
            'x-file-name': encodeURIComponent(file.name),
            'x-last-modified': String(file.lastModified),
          },
        }),
      ),
    ),
  );
}

/** The shared files, in the order they were shared, removed from the device as they are read. */
export async function takeSharedFiles(): Promise<File[]> {
  if (typeof caches === 'undefined' || !(await caches.has(CACHE))) return [];
  const cache = await caches.open(CACHE);
  const requests = await cache.keys();
  const entries = await Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request);
      if (!response) return null;
      const index = Number(new URL(request.url).pathname.slice(ENTRY_PREFIX.length));
      const name = decodeURIComponent(response.headers.get('x-file-name') ?? 'photo');
      const type = response.headers.get('content-type') ?? '';
      const lastModified = Number(response.headers.get('x-last-modified')) || 0;
      const file = new File([await response.blob()], name, { type, lastModified });
      return { index, file };
    }),
  );
  await caches.delete(CACHE);
  return entries
    .filter((e): e is { index: number; file: File } => e !== null)
    .sort((a, b) => a.index - b.index)
    .map((e) => e.file);
}
