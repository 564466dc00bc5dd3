import { useId } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface PickedPhoto {
  id: string;
  file: File;
  /** An object URL for the preview, revoked when the photo is removed. */
  previewUrl: string;
  uploaded: boolean;
}

function Preview({ photo, onRemove }: { photo: PickedPhoto; onRemove: () => void }) {
  return (
    <li className="relative aspect-square overflow-hidden rounded-xl bg-zinc-800">
      <img src={photo.previewUrl} alt={photo.file.name} className="size-full object-cover" />
      {photo.uploaded ? (
        <span className="absolute bottom-1.5 left-1.5 rounded-full bg-emerald-500/90 px-2 py-0.5 text-[11px] font-bold text-white">
          Uploaded
        </span>
      ) : (
        <Button
          variant="thumb"
          size="round"
          aria-label={`Remove ${photo.file.name}`}
          onClick={onRemove}
          className="absolute top-1 right-1"
        >
          <X aria-hidden className="size-4" />
        </Button>
      )}
    </li>
  );
}

interface PhotosStepProps {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  note: string | null;
}

/** Step 7: pick several photos; they go to the public album when the member moves on. */
export function PhotosStep({ photos, onChange, note }: PhotosStepProps) {
  const inputId = useId();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-zinc-400">
        Add photos for your public album. They upload when you press Next; you can remove any before
        that.
      </p>
      <ul className="grid grid-cols-3 gap-2">
        {photos.map((photo) => (
          <Preview
            key={photo.id}
            photo={photo}
            onRemove={() => {
              URL.revokeObjectURL(photo.previewUrl);
              onChange(photos.filter((item) => item.id !== photo.id));
            }}
          />
        ))}
        <li>
          <label
            htmlFor={inputId}
            className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-zinc-600 text-sm text-zinc-300 hover:border-zinc-400 has-focus-visible:ring-2 has-focus-visible:ring-brand-text"
          >
            <ImagePlus aria-hidden className="size-6" />
            Add photos
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              onChange([
                ...photos,
                ...files.map((file) => ({
                  id: crypto.randomUUID(),
                  file,
                  previewUrl: URL.createObjectURL(file),
                  uploaded: false,
                })),
              ]);
            }}
          />
        </li>
      </ul>
      {note ? (
        <p role="status" className="rounded-xl bg-amber-400/10 px-3 py-2.5 text-sm text-amber-200">
          {note}
        </p>
      ) : null}
    </div>
  );
}
