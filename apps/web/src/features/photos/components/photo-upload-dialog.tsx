import { useState } from 'react';
import { CROP_ASPECTS, type Album } from '@blaze/contracts/photos';
import { cn } from '@/lib/cn';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useUploadAlbumPhoto } from '@/features/photos/api/upload-album-photo';
import { CropDialog, type CropAspect } from '@/features/photos/components/crop-dialog';
import { PhotoDropZone } from '@/features/photos/components/photo-drop-zone';
import { notify } from '@/lib/notify';
import { ProgressBar } from '@/components/ui/progress-bar';

const PROFILE_ASPECTS = CROP_ASPECTS.filter(
  (aspect) => aspect.id === 'square' || aspect.id === 'portrait',
);

interface PhotoUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'profile': the 'Update Profile Photo' dialog (Square or Portrait, becomes the main photo). */
  mode: 'profile' | 'album';
  album?: Album;
}

/** Pick or drop a photo, crop it, upload it with progress. */
export function PhotoUploadDialog({
  open,
  onOpenChange,
  mode,
  album = 'public',
}: PhotoUploadDialogProps) {
  const upload = useUploadAlbumPhoto();
  const [shape, setShape] = useState<CropAspect>(PROFILE_ASPECTS[0]!);
  const [cropSrc, setCropSrc] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = upload.isPending;

  function closeCrop() {
    if (cropSrc) URL.revokeObjectURL(cropSrc);
    setCropSrc(null);
  }

  function send(jpeg: Blob) {
    closeCrop();
    setProgress(0);
    const profile = mode === 'profile';
    upload.mutate(
      { file: jpeg, album: profile ? 'public' : album, main: profile, onProgress: setProgress },
      {
        onSuccess: () => {
          notify((toast) => toast.success(profile ? 'Profile photo updated' : 'Photo added'));
          onOpenChange(false);
        },
        onSettled: () => setProgress(null),
      },
    );
  }

  const title = mode === 'profile' ? 'Update Profile Photo' : 'Add Photo';
  return (
    <>
      <Dialog open={open && cropSrc === null} onOpenChange={(next) => !busy && onOpenChange(next)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              {mode === 'profile'
                ? 'Choose a shape, then a photo. It becomes your main photo.'
                : `Goes into your ${album} album. You crop it before it uploads.`}
            </DialogDescription>
          </DialogHeader>
          {mode === 'profile' ? (
            <div role="radiogroup" aria-label="Photo shape" className="grid grid-cols-2 gap-2">
              {PROFILE_ASPECTS.map((aspect) => (
                <button
                  key={aspect.id}
                  type="button"
                  role="radio"
                  aria-checked={shape.id === aspect.id}
                  onClick={() => setShape(aspect)}
                  className={cn(
                    'min-h-11 cursor-pointer rounded-xl border px-3 text-sm font-semibold',
                    shape.id === aspect.id
                      ? 'border-transparent bg-brand text-brand-foreground'
                      : 'border-zinc-700 text-zinc-200 hover:border-zinc-500',
                  )}
                >
                  {aspect.id === 'square' ? 'Square' : 'Portrait'}
                </button>
              ))}
            </div>
          ) : null}
          <PhotoDropZone
            disabled={busy}
            onFile={(file) => {
              upload.reset();
              setCropSrc(URL.createObjectURL(file));
            }}
          />
          {progress !== null ? (
            <div className="flex flex-col gap-1.5">
              <p className="text-sm text-zinc-300">Uploading... {Math.round(progress * 100)}%</p>
              <ProgressBar aria-label="Upload progress" percent={progress * 100} />
            </div>
          ) : null}
          {upload.isError ? (
            <p role="alert" className="text-sm text-red-300">
              {upload.error.message}
            </p>
          ) : null}
        </DialogContent>
      </Dialog>
      <CropDialog
        key={mode === 'profile' ? shape.id : 'all'}
        src={cropSrc}
        aspects={mode === 'profile' ? [shape] : CROP_ASPECTS}
        onCancel={closeCrop}
        onApply={send}
      />
    </>
  );
}
