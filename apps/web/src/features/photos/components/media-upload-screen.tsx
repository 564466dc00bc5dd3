import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDropzone } from 'react-dropzone';
import { Check, ImageUp, X } from 'lucide-react';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '@blaze/contracts/constants';
import { PHOTO_MIME_TYPES, UPLOAD_TOO_LARGE_MESSAGE, type Album } from '@blaze/contracts/photos';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { RadioList } from '@/components/ui/radio-list';
import { useUploadAlbumPhoto } from '@/features/photos/api/upload-album-photo';
import { rejectionMessages } from '@/features/photos/components/photo-drop-zone';
import { SHARED_FILES_PARAM, takeSharedFiles } from '@/sw/share-target';

/** Photos picked at once on this page. */
export const MEDIA_UPLOAD_MAX_FILES = 10;

const ACCEPT: Record<string, string[]> = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
};

/** The drop zone's own checks, for files that arrive without it (shared from another app). */
function checkSharedFiles(files: readonly File[]): { accepted: File[]; rejections: string[] } {
  const rejections = new Set<string>();
  const accepted = files.filter((file) => {
    if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) {
      rejections.add(`File type must be ${PHOTO_MIME_TYPES.join(', ')}`);
      return false;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      rejections.add(UPLOAD_TOO_LARGE_MESSAGE);
      return false;
    }
    return true;
  });
  return { accepted, rejections: [...rejections] };
}

type Destination = 'post' | 'story' | 'album';
type Picked = { key: string; file: File; preview: string };
type AlbumUpload = { progress: number; done: boolean; error: string | null };

/** Where the photos go next: the post and story composers belong to their features. */
export interface MediaUploadSlots {
  /** The post composer with these photos (up to 4 are taken). */
  postComposer: (files: readonly File[], close: () => void) => ReactNode;
  /** The story composer with one photo; leave it out while stories have no composer. */
  storyComposer?: (file: File, close: () => void) => ReactNode;
}

/**
 * /app/media/upload (and the `files` shortcut): pick or drop photos, then choose where they go: a post,
 * a story or an album. Albums upload here, one photo after another with progress.
 */
export function MediaUploadScreen({ postComposer, storyComposer }: MediaUploadSlots) {
  const [picked, setPicked] = useState<Picked[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [destination, setDestination] = useState<Destination>('post');
  const [album, setAlbum] = useState<Album>('public');
  const [composing, setComposing] = useState(false);
  const [uploads, setUploads] = useState<Record<string, AlbumUpload>>({});
  const upload = useUploadAlbumPhoto();
  const uploading = Object.values(uploads).some((u) => !u.done && !u.error);
  const allDone = picked.length > 0 && picked.every((p) => uploads[p.key]?.done);

  // The drop area is only a target; a real button opens the picker (no control nested in another).
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    noClick: true,
    noKeyboard: true,
    accept: ACCEPT,
    multiple: true,
    maxFiles: MEDIA_UPLOAD_MAX_FILES,
    maxSize: UPLOAD_MAX_BYTES,
    disabled: uploading,
    onDrop: (accepted, rejected) => addFiles(accepted, rejectionMessages(rejected)),
  });

  function addFiles(accepted: readonly File[], rejections: string[]) {
    setErrors(rejections);
    const room = MEDIA_UPLOAD_MAX_FILES - picked.length;
    const added = accepted.slice(0, room).map((file) => ({
      key: `${file.name}-${file.size}-${Math.random()}`,
      file,
      preview: URL.createObjectURL(file),
    }));
    if (accepted.length > room) setErrors((list) => [...list, 'Too many files']);
    setPicked((list) => [...list, ...added]);
    setUploads({});
  }

  // Photos shared to Blaze from another app (the share target, decision 035): the service worker
  // kept them; they start here as if he had chosen them, and leave the device's cache as they are read.
  const [searchParams] = useSearchParams();
  const fromShare = searchParams.get('files') === SHARED_FILES_PARAM;
  useEffect(() => {
    if (!fromShare) return;
    void takeSharedFiles().then((files) => {
      if (files.length === 0) return;
      const { accepted, rejections } = checkSharedFiles(files);
      addFiles(accepted, rejections);
    });
    // Once per arrival: addFiles is a fresh closure every render, the shared files are read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromShare]);

  const options = [
    { value: 'post' as const, label: 'A post (up to 4 photos)' },
    ...(storyComposer ? [{ value: 'story' as const, label: 'A story (the first photo)' }] : []),
    { value: 'album' as const, label: 'An album' },
  ];

  function patch(key: string, change: Partial<AlbumUpload>) {
    setUploads((all) => ({
      ...all,
      [key]: { progress: 0, done: false, error: null, ...all[key], ...change },
    }));
  }

  async function uploadToAlbum() {
    for (const item of picked) {
      if (uploads[item.key]?.done) continue;
      patch(item.key, { progress: 0, error: null });
      try {
        await upload.mutateAsync({
          file: item.file,
          album,
          onProgress: (progress) => patch(item.key, { progress }),
        });
        patch(item.key, { progress: 1, done: true });
      } catch (error) {
        patch(item.key, { error: friendlyMessage(error) });
      }
    }
  }

  function next() {
    if (destination === 'album') void uploadToAlbum();
    else setComposing(true);
  }

  const files = picked.map((p) => p.file);
  const close = () => setComposing(false);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <div
          {...getRootProps({
            className: cn(
              'flex min-h-36 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 text-center transition-colors',
              isDragActive
                ? 'border-brand-text bg-brand/10'
                : 'border-zinc-700 hover:border-zinc-500',
              uploading && 'pointer-events-none opacity-50',
            ),
          })}
        >
          <input {...getInputProps({ 'aria-label': 'Photo files' })} data-testid="media-files" />
          <ImageUp aria-hidden className="size-8 text-zinc-400" />
          <p className="text-[15px] font-semibold text-zinc-100">
            {isDragActive ? 'Drop them here' : 'Drop photos here, or'}
          </p>
          <Button type="button" variant="secondary" onClick={open} disabled={uploading}>
            Choose photos
          </Button>
          <p className="text-xs text-zinc-400">
            {PHOTO_MIME_TYPES.map((type) => type.replace('image/', '').toUpperCase()).join(', ')} ·
            up to {UPLOAD_MAX_MB} MB each · {MEDIA_UPLOAD_MAX_FILES} at a time
          </p>
        </div>
        {errors.length > 0 ? (
          <ul role="alert" className="flex flex-col gap-0.5 text-sm text-red-300">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>

      {picked.length > 0 ? (
        <ul className="grid grid-cols-4 gap-2" aria-label="Chosen photos">
          {picked.map((item, i) => {
            const state = uploads[item.key];
            return (
              <li
                key={item.key}
                className="relative aspect-square overflow-hidden rounded-xl bg-zinc-900"
              >
                <img
                  src={item.preview}
                  alt={`Chosen, number ${i + 1}`}
                  className="size-full object-cover"
                />
                {state && !state.done && !state.error ? (
                  <progress
                    className="absolute inset-x-1 bottom-1 h-1.5 w-[calc(100%-0.5rem)]"
                    max={1}
                    value={state.progress}
                    aria-label={`Upload progress, photo ${i + 1}`}
                  />
                ) : null}
                {state?.done ? (
                  <span className="absolute inset-0 flex items-center justify-center bg-black/50 text-emerald-300">
                    <Check aria-label="Uploaded" className="size-6" />
                  </span>
                ) : null}
                {state?.error ? (
                  <p
                    role="alert"
                    className="absolute inset-0 bg-black/70 p-1 text-[10px] text-red-200"
                  >
                    {state.error}
                  </p>
                ) : null}
                {state ? null : (
                  <Button
                    type="button"
                    variant="overlay"
                    size="round"
                    className="absolute top-0 right-0 scale-75"
                    aria-label={`Remove photo ${i + 1}`}
                    onClick={() => setPicked((list) => list.filter((x) => x.key !== item.key))}
                  >
                    <X aria-hidden className="size-4" />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}

      {picked.length > 0 && !allDone ? (
        <>
          <RadioList
            legend="Where do they go?"
            name="destination"
            options={options}
            value={destination}
            onChange={setDestination}
          />
          {destination === 'album' ? (
            <RadioList
              legend="Which album?"
              name="album"
              options={[
                { value: 'public' as const, label: 'Public photos' },
                { value: 'private' as const, label: 'Private photos' },
              ]}
              value={album}
              onChange={setAlbum}
            />
          ) : null}
          <Button block size="lg" onClick={next} loading={uploading}>
            {destination === 'album' ? 'Upload to album' : 'Continue'}
          </Button>
        </>
      ) : null}

      {allDone ? (
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <p className="font-semibold text-zinc-100">
            {picked.length === 1 ? 'Your photo is in' : `All ${picked.length} photos are in`} your{' '}
            {album === 'public' ? 'public' : 'private'} album.
          </p>
          <div className="flex gap-2">
            <Button asChild variant="secondary">
              <Link to={paths.media.to()}>My Albums</Link>
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setPicked([]);
                setUploads({});
              }}
            >
              Upload more
            </Button>
          </div>
        </div>
      ) : null}

      {composing && destination === 'post' ? postComposer(files, close) : null}
      {composing && destination === 'story' && storyComposer && files[0]
        ? storyComposer(files[0], close)
        : null}
    </div>
  );
}
