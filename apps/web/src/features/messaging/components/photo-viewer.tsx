import { Check, Download } from 'lucide-react';
import type { MessagePhoto } from '@blaze/contracts/messaging';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';

/**
 * A photo message, full screen on black; Escape, the close button or a tap outside closes it. At the
 * bottom: 'Saved to your device' once it is saved (on opening, if the member chose so), else 'Save'.
 */
export function PhotoViewer({
  photo,
  saved,
  onSave,
  onClose,
}: {
  photo: MessagePhoto | null;
  saved: boolean;
  onSave: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={!!photo} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        aria-describedby={undefined}
        className="top-0 left-0 flex h-dvh max-h-none w-screen max-w-none translate-x-0 translate-y-0 items-center justify-center rounded-none border-0 bg-black p-0 pt-safe pb-safe [&>button]:top-[calc(env(safe-area-inset-top)+0.5rem)] [&>button]:bg-black/50 [&>button]:text-white"
        onClick={(event) => event.target === event.currentTarget && onClose()}
      >
        <DialogTitle className="sr-only">Photo</DialogTitle>
        {photo ? (
          <img
            src={photo.url}
            alt=""
            width={photo.width}
            height={photo.height}
            className="max-h-full max-w-full object-contain"
          />
        ) : null}
        <div className="absolute inset-x-0 bottom-[calc(env(safe-area-inset-bottom)+1rem)] flex justify-center">
          {saved ? (
            <p
              role="status"
              className="flex items-center gap-1.5 rounded-full bg-black/60 px-3 py-2 text-sm font-semibold text-white"
            >
              <Check aria-hidden className="size-4" />
              Saved to your device
            </p>
          ) : (
            <Button variant="secondary" onClick={onSave} className="bg-black/60 hover:bg-black/80">
              <Download aria-hidden />
              Save
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
