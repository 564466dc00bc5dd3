import { useRef, type ReactNode } from 'react';
import { Camera, ImagePlus, Images, Lock, MapPin } from 'lucide-react';
import { PHOTO_MIME_TYPES } from '@blaze/contracts/photos';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';

export type Attachment = 'albums' | 'album-share' | 'location';

interface AttachmentMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (choice: Attachment) => void;
  /** A photo taken or picked on the device, to upload and send. */
  onFile: (file: File) => void;
}

/** The '+' sheet: a photo (albums, camera, gallery), my private album, or a pin. */
export function AttachmentMenu({ open, onOpenChange, onChoose, onFile }: AttachmentMenuProps) {
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);

  function picked(input: HTMLInputElement | null) {
    const file = input?.files?.[0];
    if (input) input.value = '';
    if (!file) return;
    onOpenChange(false);
    onFile(file);
  }

  function choose(choice: Attachment) {
    onOpenChange(false);
    onChoose(choice);
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom">
        <SheetHeader>
          <SheetTitle>Send</SheetTitle>
          <SheetDescription>
            Photos you take or pick here go into your private album.
          </SheetDescription>
        </SheetHeader>
        <ul className="flex flex-col px-2 pb-4">
          <Row icon={<Images />} label="Photo from my albums" onClick={() => choose('albums')} />
          <Row icon={<Camera />} label="Take a photo" onClick={() => camera.current?.click()} />
          <Row
            icon={<ImagePlus />}
            label="Choose from gallery"
            onClick={() => gallery.current?.click()}
          />
          <Row
            icon={<Lock />}
            label="Share my private album"
            onClick={() => choose('album-share')}
          />
          <Row icon={<MapPin />} label="Send my location" onClick={() => choose('location')} />
        </ul>
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          className="hidden"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => picked(event.currentTarget)}
        />
        <input
          ref={gallery}
          type="file"
          accept={PHOTO_MIME_TYPES.join(',')}
          className="hidden"
          tabIndex={-1}
          aria-hidden
          data-testid="chat-gallery-input"
          onChange={(event) => picked(event.currentTarget)}
        />
      </SheetContent>
    </Sheet>
  );
}

function Row({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="flex min-h-13 w-full cursor-pointer items-center gap-4 rounded-xl px-3 text-left text-[15px] font-medium text-zinc-100 hover:bg-zinc-800"
      >
        <span className="flex size-9 items-center justify-center rounded-full bg-zinc-800 text-brand-text [&_svg]:size-5">
          {icon}
        </span>
        {label}
      </button>
    </li>
  );
}
