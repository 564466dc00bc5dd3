import { useId, useState, type ChangeEvent } from 'react';
import { ImagePlus } from 'lucide-react';
import { UPLOAD_MAX_BYTES } from '@blaze/contracts/constants';
import { PHOTO_MIME_TYPES, UPLOAD_TOO_LARGE_MESSAGE } from '@blaze/contracts/photos';
import { STORY_LIFETIME_HOURS, STORY_TEXT_MAX } from '@blaze/contracts/stories';
import { friendlyMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { Button } from '@/components/ui/button';
import { CharCounter } from '@/components/ui/char-counter';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useAddStory } from '@/features/stories/api/add-story';
import { ProgressBar } from '@/components/ui/progress-bar';

interface StoryComposerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A photo already chosen (the upload page's), shown ready to share. */
  initialPhoto?: File;
  /** After the story is live (the upload page goes back to the dashboard). */
  onAdded?: () => void;
}

/** 'Add Story': one photo and optional words, live for 24 hours; the upload shows its progress. */
export function StoryComposer({ open, onOpenChange, initialPhoto, onAdded }: StoryComposerProps) {
  const id = useId();
  const [photo, setPhoto] = useState<File | null>(initialPhoto ?? null);
  const [preview, setPreview] = useState<string | null>(() =>
    initialPhoto ? URL.createObjectURL(initialPhoto) : null,
  );
  const [text, setText] = useState('');
  const [pickError, setPickError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const add = useAddStory(setProgress);

  function reset() {
    if (preview) URL.revokeObjectURL(preview);
    setPhoto(null);
    setPreview(null);
    setText('');
    setPickError(null);
    setProgress(0);
    add.reset();
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) {
      setPickError('Choose a JPEG, PNG or WebP photo.');
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setPickError(UPLOAD_TOO_LARGE_MESSAGE);
      return;
    }
    if (preview) URL.revokeObjectURL(preview);
    setPickError(null);
    setPhoto(file);
    setPreview(URL.createObjectURL(file));
  }

  function onShare() {
    if (!photo) return;
    setProgress(0);
    add.mutate(
      { photo, text },
      {
        onSuccess: () => {
          reset();
          onOpenChange(false);
          notify((toast) => toast.success('Story added', { description: 'Live for 24 hours' }));
          onAdded?.();
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (add.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent aria-describedby={`${id}-desc`}>
        <DialogHeader>
          <DialogTitle>Add Story</DialogTitle>
          <DialogDescription id={`${id}-desc`}>
            A photo with a few words, live for {STORY_LIFETIME_HOURS} hours.
          </DialogDescription>
        </DialogHeader>

        <label
          htmlFor={`${id}-file`}
          className="relative mx-auto flex aspect-[3/4] w-48 cursor-pointer flex-col items-center justify-center gap-2 overflow-hidden rounded-2xl border-2 border-dashed border-zinc-700 bg-zinc-950 text-center text-sm text-zinc-300 hover:border-zinc-500 focus-within:ring-2 focus-within:ring-brand-text"
        >
          {preview ? (
            <img
              src={preview}
              alt="Chosen for your story"
              className="absolute inset-0 size-full object-cover"
            />
          ) : (
            <>
              <ImagePlus aria-hidden className="size-8 text-zinc-400" />
              <span className="px-3 font-semibold">Choose a photo</span>
            </>
          )}
          <input
            id={`${id}-file`}
            type="file"
            accept={PHOTO_MIME_TYPES.join(',')}
            onChange={onPick}
            disabled={add.isPending}
            aria-label="Story photo"
            className="sr-only"
          />
        </label>
        {preview ? (
          <label
            htmlFor={`${id}-file`}
            className="-mt-2 cursor-pointer text-center text-sm font-semibold text-brand-text"
          >
            Choose another photo
          </label>
        ) : null}
        {pickError ? (
          <p role="alert" className="text-sm text-red-300">
            {pickError}
          </p>
        ) : null}

        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-text`}>Text (optional)</Label>
          <Textarea
            id={`${id}-text`}
            value={text}
            maxLength={STORY_TEXT_MAX}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`${id}-count`}
            className="min-h-20"
            placeholder="Say something…"
          />
          <CharCounter id={`${id}-count`} value={text} max={STORY_TEXT_MAX} />
        </div>

        {add.isPending ? (
          <ProgressBar
            aria-label="Uploading your story"
            percent={progress * 100}
            className="h-1.5"
          />
        ) : null}
        {add.isError ? (
          <p role="alert" className="text-sm text-red-300">
            {friendlyMessage(add.error)}
          </p>
        ) : null}

        <Button block disabled={!photo} loading={add.isPending} onClick={onShare}>
          Share Story
        </Button>
      </DialogContent>
    </Dialog>
  );
}
