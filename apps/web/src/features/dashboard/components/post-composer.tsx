import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import {
  POST_PHOTOS_MAX,
  POST_PLACE_MAX,
  POST_TEXT_MAX,
  type Post,
  type PostVisibility,
} from '@blaze/contracts/posts';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { CharCounter } from '@/components/ui/char-counter';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useCreatePost } from '@/features/dashboard/api/create-post';
import { useUpdatePost } from '@/features/dashboard/api/update-post';
import { useUploadPostPhoto } from '@/features/dashboard/api/upload-post-photo';

type Upload = {
  key: string;
  preview: string;
  progress: number;
  id: string | null;
  error: string | null;
};

interface PostComposerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** His post to edit; null writes a new one. */
  editing: Post | null;
  /** Photos picked elsewhere (the media upload page): they start uploading when the sheet opens. */
  initialFiles?: readonly File[];
  /** After a new post is saved (the media upload page then goes to the feed). */
  onPosted?: (post: Post) => void;
}

/** Write a post: text, up to 4 photos (uploaded at once, with progress), who sees it, explicit, place. */
export function PostComposer({
  open,
  onOpenChange,
  editing,
  initialFiles,
  onPosted,
}: PostComposerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" className="max-h-[92dvh] overflow-y-auto">
        <SheetHeader>
          <SheetTitle>{editing ? 'Edit post' : 'New post'}</SheetTitle>
          <SheetDescription className="sr-only">
            Share text and photos with your followers and the men around you.
          </SheetDescription>
        </SheetHeader>
        {open ? (
          <ComposerForm
            key={editing?.id ?? 'new'}
            editing={editing}
            initialFiles={initialFiles}
            onPosted={onPosted}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

function ComposerForm({
  editing,
  initialFiles,
  onPosted,
  onDone,
}: {
  editing: Post | null;
  initialFiles?: readonly File[];
  onPosted?: (post: Post) => void;
  onDone: () => void;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(editing?.text ?? '');
  const [visibility, setVisibility] = useState<PostVisibility>(editing?.visibility ?? 'everyone');
  const [isExplicit, setExplicit] = useState(editing?.isExplicit ?? false);
  const [place, setPlace] = useState(editing?.place ?? '');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const upload = useUploadPostPhoto();
  const create = useCreatePost();
  const update = useUpdatePost();
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const uploading = uploads.some((u) => !u.id && !u.error);
  const ready = uploads.filter((u) => u.id);
  const empty = !text.trim() && ready.length === 0 && !(editing && editing.photos.length > 0);

  function patch(key: string, change: Partial<Upload>) {
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  }

  function addFiles(files: FileList | readonly File[] | null | undefined) {
    if (!files) return;
    const room = POST_PHOTOS_MAX - uploads.length;
    for (const file of [...files].slice(0, room)) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      const entry: Upload = {
        key,
        preview: URL.createObjectURL(file),
        progress: 0,
        id: null,
        error: null,
      };
      setUploads((list) => [...list, entry]);
      upload.mutate(
        { file, onProgress: (progress) => patch(key, { progress }) },
        {
          onSuccess: (photo) => patch(key, { id: photo.id, progress: 1 }),
          onError: (err) => patch(key, { error: friendlyMessage(err) }),
        },
      );
    }
  }

  // Photos handed over once, when the form first shows (a ref, so a re-render never uploads twice).
  const handedOver = useRef(false);
  useEffect(() => {
    if (handedOver.current || editing) return;
    handedOver.current = true;
    addFiles(initialFiles);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (empty || uploading) return;
    const common = { text: text.trim(), visibility, isExplicit, place: place.trim() || null };
    if (editing) {
      update.mutate({ postId: editing.id, body: common }, { onSuccess: onDone });
    } else {
      create.mutate(
        { ...common, photoIds: ready.map((u) => u.id!) },
        {
          onSuccess: (post) => {
            if (post) onPosted?.(post);
            onDone();
          },
        },
      );
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 px-4 pb-6">
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-text`}>What's happening?</Label>
        <Textarea
          id={`${id}-text`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={POST_TEXT_MAX}
          rows={4}
          placeholder="Share something... use #tags"
        />
        <CharCounter value={text} max={POST_TEXT_MAX} />
      </div>

      {editing ? null : (
        <div className="flex flex-col gap-2">
          <ul className="grid grid-cols-4 gap-2" aria-label="Photos">
            {uploads.map((u) => (
              <li
                key={u.key}
                className="relative aspect-square overflow-hidden rounded-xl bg-zinc-900"
              >
                <img src={u.preview} alt="" className="size-full object-cover" />
                {!u.id && !u.error ? (
                  <progress
                    className="absolute inset-x-1 bottom-1 h-1.5 w-[calc(100%-0.5rem)]"
                    max={1}
                    value={u.progress}
                    aria-label="Upload progress"
                  />
                ) : null}
                {u.error ? (
                  <p
                    role="alert"
                    className="absolute inset-0 bg-black/70 p-1 text-[10px] text-red-200"
                  >
                    {u.error}
                  </p>
                ) : null}
                <Button
                  type="button"
                  variant="overlay"
                  size="round"
                  className="absolute top-0 right-0 scale-75"
                  aria-label="Remove photo"
                  onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))}
                >
                  <X aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            hidden
            data-testid="post-photo-input"
            onChange={(e) => {
              addFiles(e.target.files);
              e.target.value = '';
            }}
          />
          <Button
            type="button"
            variant="outline"
            disabled={uploads.length >= POST_PHOTOS_MAX}
            onClick={() => fileInput.current?.click()}
          >
            <ImagePlus aria-hidden /> Add photos ({uploads.length}/{POST_PHOTOS_MAX})
          </Button>
        </div>
      )}

      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-visibility`}>Who can see it</Label>
        <Select
          id={`${id}-visibility`}
          value={visibility}
          onChange={(e) => setVisibility(e.target.value as PostVisibility)}
        >
          <option value="everyone">Everyone</option>
          <option value="followers">Followers only</option>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-place`}>Place (city, optional)</Label>
        <Input
          id={`${id}-place`}
          value={place}
          maxLength={POST_PLACE_MAX}
          onChange={(e) => setPlace(e.target.value)}
          placeholder="e.g. Berlin"
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={`${id}-explicit`}>Explicit content (shown blurred)</Label>
        <Switch id={`${id}-explicit`} checked={isExplicit} onCheckedChange={setExplicit} />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(error)}
        </p>
      ) : null}
      <Button type="submit" block disabled={empty || uploading} loading={saving}>
        {editing ? 'Save' : 'Post'}
      </Button>
    </form>
  );
}
