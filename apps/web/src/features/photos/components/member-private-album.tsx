import { useState } from 'react';
import { Lock } from 'lucide-react';
import type { Photo } from '@blaze/contracts/photos';
import { ProfileImage } from '@/components/profile-image';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useMemberPrivatePhotos } from '@/features/photos/api/get-member-private-photos';
import { privateAlbumView } from '@/features/photos/lib/private-album';

function PhotoViewer({
  photo,
  index,
  count,
  name,
  onClose,
}: {
  photo: Photo | null;
  index: number;
  count: number;
  name: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={photo !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="p-3 pt-12">
        <DialogHeader className="sr-only">
          <DialogTitle>{`${name}'s private photo ${index + 1}`}</DialogTitle>
          <DialogDescription>Shared with you by {name}.</DialogDescription>
        </DialogHeader>
        {photo ? (
          <div className="overflow-hidden rounded-2xl bg-zinc-800">
            <ProfileImage
              src={photo.url}
              alt={`${name}'s private photo ${index + 1}`}
              className="max-h-[75dvh] object-contain"
            />
          </div>
        ) : null}
        <p className="text-center text-sm text-zinc-400 tabular-nums">
          Photo {index + 1} of {count}
        </p>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The private-album section under another member's card: his photos when he shared them with
 * me, a locked tile when he has not, nothing when his private album is empty.
 */
export function MemberPrivateAlbum({ userId, name }: { userId: string; name: string }) {
  const album = useMemberPrivatePhotos(userId);
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  if (album.isPending) {
    return <Skeleton className="h-28 w-full rounded-2xl" aria-hidden />;
  }
  // Another failure (offline, server error) is not worth a broken box on the profile.
  if (album.isError) return null;
  const view = privateAlbumView(album.data);
  if (view === 'hidden') return null;

  return (
    <section aria-labelledby="member-private-album" className="flex flex-col gap-3">
      <h2
        id="member-private-album"
        className="flex items-center gap-2 text-lg font-bold text-zinc-50"
      >
        <Lock aria-hidden className="size-4 text-zinc-400" />
        Private album
      </h2>
      {album.data.access === 'locked' ? (
        <div className="flex items-center gap-4 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-zinc-800">
            <Lock aria-hidden className="size-5 text-zinc-300" />
          </span>
          <p className="text-sm text-zinc-400">Locked. {name} hasn&apos;t shared it with you.</p>
        </div>
      ) : (
        <>
          <ul className="grid grid-cols-3 gap-2">
            {album.data.photos.map((photo, index) => (
              <li key={photo.id}>
                <button
                  type="button"
                  aria-label={`Open private photo ${index + 1}`}
                  onClick={() => setOpenIndex(index)}
                  className="block aspect-[3/4] w-full cursor-pointer overflow-hidden rounded-xl bg-zinc-800 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
                >
                  <ProfileImage src={photo.thumbUrl} alt="" />
                </button>
              </li>
            ))}
          </ul>
          <PhotoViewer
            photo={openIndex === null ? null : (album.data.photos[openIndex] ?? null)}
            index={openIndex ?? 0}
            count={album.data.photos.length}
            name={name}
            onClose={() => setOpenIndex(null)}
          />
        </>
      )}
    </section>
  );
}
