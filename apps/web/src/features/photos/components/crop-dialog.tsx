import { useRef, useState } from 'react';
import ReactCrop, { type PercentCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { CROP_ASPECTS, CROP_NUDGE_PX } from '@blaze/contracts/photos';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cropToJpeg, initialCrop } from '@/features/photos/lib/crop';

// Arrow keys move the crop 1 px, 10 px with Shift, 100 px with Ctrl or Cmd (spec section 5).
ReactCrop.nudgeStep = CROP_NUDGE_PX.plain;
ReactCrop.nudgeStepMedium = CROP_NUDGE_PX.shift;
ReactCrop.nudgeStepLarge = CROP_NUDGE_PX.ctrl;

export type CropAspect = (typeof CROP_ASPECTS)[number];

interface CropDialogProps {
  /** An object URL of the picked image; the dialog is open while it is set. */
  src: string | null;
  aspects?: readonly CropAspect[];
  onCancel: () => void;
  onApply: (jpeg: Blob) => void;
}

/** 'Crop Image': choose an aspect, move the crop (drag or arrow keys), Apply makes a JPEG. */
export function CropDialog({ src, aspects = CROP_ASPECTS, onCancel, onApply }: CropDialogProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [aspect, setAspect] = useState<CropAspect>(aspects[0]!);
  const [crop, setCrop] = useState<PercentCrop | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  function resetCrop(next: CropAspect) {
    const image = imageRef.current;
    if (!image) return;
    setCrop(initialCrop(next.ratio, image.width, image.height));
  }

  async function apply() {
    const image = imageRef.current;
    if (!image || !crop) return;
    setApplying(true);
    try {
      onApply(await cropToJpeg(image, crop, aspect.ratio));
      setCrop(undefined);
      setError(null);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The crop could not be saved');
    } finally {
      setApplying(false);
    }
  }

  return (
    <Dialog
      open={src !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCrop(undefined);
          onCancel();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Crop Image</DialogTitle>
          <DialogDescription>
            Drag the frame or use the arrow keys (Shift moves 10 px, Ctrl or Cmd 100 px).
          </DialogDescription>
        </DialogHeader>
        {aspects.length > 1 ? (
          <div role="radiogroup" aria-label="Aspect ratio" className="flex flex-wrap gap-2">
            {aspects.map((option) => (
              <button
                key={option.id}
                type="button"
                role="radio"
                aria-checked={aspect.id === option.id}
                onClick={() => {
                  setAspect(option);
                  resetCrop(option);
                }}
                className={cn(
                  'min-h-11 cursor-pointer rounded-full border px-3.5 text-sm font-medium',
                  aspect.id === option.id
                    ? 'border-transparent bg-brand text-brand-foreground'
                    : 'border-zinc-700 text-zinc-200 hover:border-zinc-500',
                )}
              >
                {option.label}
              </button>
            ))}
          </div>
        ) : null}
        {src ? (
          <div className="flex justify-center overflow-hidden rounded-xl bg-black">
            <ReactCrop
              crop={crop}
              aspect={aspect.ratio ?? undefined}
              keepSelection
              // The image takes its max height from here (the library's CSS inherits it).
              className="max-h-[42dvh]"
              onChange={(_, percent) => setCrop(percent)}
              ariaLabels={{
                cropArea: 'Crop area: use the arrow keys to move it',
                nwDragHandle: 'Resize from the top left',
                nDragHandle: 'Resize from the top',
                neDragHandle: 'Resize from the top right',
                eDragHandle: 'Resize from the right',
                seDragHandle: 'Resize from the bottom right',
                sDragHandle: 'Resize from the bottom',
                swDragHandle: 'Resize from the bottom left',
                wDragHandle: 'Resize from the left',
              }}
            >
              <img
                ref={imageRef}
                src={src}
                alt="Your pick, ready to crop"
                onLoad={() => resetCrop(aspect)}
              />
            </ReactCrop>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button
            variant="secondary"
            size="lg"
            onClick={() => {
              setCrop(undefined);
              onCancel();
            }}
          >
            Cancel
          </Button>
          <Button
            size="lg"
            disabled={!crop || crop.width === 0 || crop.height === 0}
            loading={applying}
            onClick={() => void apply()}
          >
            Apply Crop
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
