import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import type { Photo } from '@blaze/contracts/photos';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { myAlbumsQueryOptions } from '@/features/photos/api/get-my-albums';

interface AlbumPhotoPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (photo: Photo) => void;
  /** Only my public album (content everyone may see, like a Right Now post). */
  publicOnly?: boolean;
  title?: string;
  description?: string;
}

/** Pick one of my own photos to send; my albums load when the sheet opens. */
export function AlbumPhotoPicker({
  open,
  onOpenChange,
  onPick,
  publicOnly = false,
  title = 'Send a photo',
  description = 'From your albums. A private photo is seen only in this chat.',
}: AlbumPhotoPickerProps) {
  const albums = useQuery({ ...myAlbumsQueryOptions, enabled: open }).data;
  const empty = albums && albums.public.length + (publicOnly ? 0 : albums.private.length) === 0;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" className="max-h-[80dvh]">
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        <div className="overflow-y-auto px-4 pb-5">
          {!albums ? (
            <div className="grid grid-cols-3 gap-1.5" aria-busy="true">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="aspect-square rounded-lg" />
              ))}
            </div>
          ) : empty ? (
            <div className="flex flex-col items-center gap-3 py-6 text-center">
              <p className="text-sm text-zinc-400">
                {publicOnly ? 'You have no public photos yet.' : 'You have no photos yet.'}
              </p>
              <Button asChild variant="secondary">
                <Link to={paths.media.to()}>Go to My Albums</Link>
              </Button>
            </div>
          ) : (
            <>
              <Grid
                title="Public"
                photos={albums.public}
                onPick={onPick}
                verb={publicOnly ? 'Choose' : 'Send'}
              />
              {publicOnly ? null : (
                <Grid title="Private" photos={albums.private} onPick={onPick} locked />
              )}
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

function Grid({
  title,
  photos,
  onPick,
  locked = false,
  verb = 'Send',
}: {
  title: string;
  photos: Photo[];
  onPick: (photo: Photo) => void;
  locked?: boolean;
  verb?: string;
}) {
  if (photos.length === 0) return null;
  return (
    <section className="mb-4" aria-label={`${title} photos`}>
      <h3 className="mb-2 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-zinc-400 uppercase">
        {locked ? <Lock aria-hidden className="size-3" /> : null}
        {title}
      </h3>
      <ul className="grid grid-cols-3 gap-1.5">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => onPick(photo)}
              aria-label={`${verb} ${title.toLowerCase()} photo ${index + 1}`}
              className="block aspect-square w-full cursor-pointer overflow-hidden rounded-lg bg-zinc-800 ring-brand focus-visible:ring-2"
            >
              <img src={photo.thumbUrl} alt="" className="size-full object-cover" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
