import type { MessagePhoto } from '@blaze/contracts/messaging';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';

/** A photo message, full screen on black; Escape, the close button or a tap outside closes it. */
export function PhotoViewer({
  photo,
  onClose,
}: {
  photo: MessagePhoto | null;
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
      </DialogContent>
    </Dialog>
  );
}
