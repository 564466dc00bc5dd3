import { useState } from 'react';
import { ArrowDown, ArrowUp, ImagePlus, Lock, Star, Trash2, UserRoundX } from 'lucide-react';
import { PUBLIC_ALBUM_MAX } from '@blaze/contracts/constants';
import { PUBLIC_ALBUM_HINT, type Album, type Photo } from '@blaze/contracts/photos';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/ui/avatar';
import { useDeletePhoto } from '@/features/photos/api/delete-photo';
import { useMyAlbums } from '@/features/photos/api/get-my-albums';
import { useReorderPhotos } from '@/features/photos/api/reorder-photos';
import { useRevokeGrant } from '@/features/photos/api/revoke-grant';
import { useSetMainPhoto } from '@/features/photos/api/set-main-photo';
import { PhotoUploadDialog } from '@/features/photos/components/photo-upload-dialog';
import { moveId } from '@/features/photos/lib/reorder';

function PhotoTile({
  photo,
  index,
  photos,
  album,
}: {
  photo: Photo;
  index: number;
  photos: Photo[];
  album: Album;
}) {
  const reorder = useReorderPhotos();
  const setMain = useSetMainPhoto();
  const remove = useDeletePhoto();
  const ids = photos.map((item) => item.id);
  const label = `photo ${index + 1}`;
  const move = (delta: -1 | 1) => reorder.mutate({ album, ids: moveId(ids, photo.id, delta) });
  return (
    <li className="relative aspect-[3/4] overflow-hidden rounded-xl bg-zinc-800">
      <picture>
        <source srcSet={photo.thumbUrl} type="image/webp" />
        <img
          src={photo.fallbackUrl}
          alt={`${album === 'public' ? 'Public' : 'Private'} album, number ${index + 1}`}
          loading="lazy"
          className="size-full object-cover"
        />
      </picture>
      {photo.isMain ? (
        <Badge className="absolute top-1.5 left-1.5">
          <Star aria-hidden className="fill-current" />
          Main
        </Badge>
      ) : null}
      <div className="absolute inset-x-0 bottom-0 flex flex-wrap justify-center gap-1 bg-linear-to-t from-black/80 to-transparent p-1 pt-6">
        <Button
          variant="overlay"
          size="round"
          aria-label={`Move ${label} earlier`}
          disabled={index === 0 || reorder.isPending}
          onClick={() => move(-1)}
        >
          <ArrowUp aria-hidden className="size-4" />
        </Button>
        <Button
          variant="overlay"
          size="round"
          aria-label={`Move ${label} later`}
          disabled={index === photos.length - 1 || reorder.isPending}
          onClick={() => move(1)}
        >
          <ArrowDown aria-hidden className="size-4" />
        </Button>
        {album === 'public' && !photo.isMain ? (
          <Button
            variant="overlay"
            size="round"
            aria-label={`Set ${label} as main`}
            disabled={setMain.isPending}
            onClick={() => setMain.mutate(photo.id)}
          >
            <Star aria-hidden className="size-4" />
          </Button>
        ) : null}
        <Button
          variant="overlay"
          size="round"
          aria-label={`Delete ${label}`}
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm('Delete this photo?')) remove.mutate(photo.id);
          }}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
    </li>
  );
}

function AddTile({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="flex aspect-[3/4] w-full cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed border-zinc-700 text-sm font-medium text-zinc-300 hover:border-zinc-500"
      >
        <ImagePlus aria-hidden className="size-6" />
        {label}
      </button>
    </li>
  );
}

/** /app/media: the public album (up to 6) and the private album with who can see it. */
export function MyAlbums() {
  const albums = useMyAlbums();
  const revoke = useRevokeGrant();
  const [uploadTo, setUploadTo] = useState<Album | 'profile' | null>(null);

  if (albums.isPending) {
    return (
      <div className="grid grid-cols-2 gap-2.5" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="aspect-[3/4]" />
        ))}
      </div>
    );
  }
  if (albums.isError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-zinc-800 bg-zinc-900/40 p-4">
        <p role="alert" className="text-sm text-red-300">
          Your albums could not be loaded. {albums.error.message}
        </p>
        <Button variant="secondary" onClick={() => void albums.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { public: publicPhotos, private: privatePhotos, grants } = albums.data;
  return (
    <div className="flex flex-col gap-6">
      <Button size="lg" block onClick={() => setUploadTo('profile')}>
        Update Profile Photo
      </Button>
      <section aria-labelledby="public-album" className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between">
          <h2 id="public-album" className="text-lg font-bold text-zinc-50">
            Public
          </h2>
          <span className="text-sm text-zinc-400 tabular-nums">
            {publicPhotos.length}/{PUBLIC_ALBUM_MAX}
          </span>
        </div>
        <p className="text-sm text-zinc-400">{PUBLIC_ALBUM_HINT}</p>
        <ul className="grid grid-cols-2 gap-2.5">
          {publicPhotos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index}
              photos={publicPhotos}
              album="public"
            />
          ))}
          {publicPhotos.length < PUBLIC_ALBUM_MAX ? (
            <AddTile label="Add public photo" onClick={() => setUploadTo('public')} />
          ) : null}
        </ul>
      </section>

      <section aria-labelledby="private-album" className="flex flex-col gap-3">
        <h2 id="private-album" className="flex items-center gap-2 text-lg font-bold text-zinc-50">
          <Lock aria-hidden className="size-4 text-zinc-400" />
          Private
        </h2>
        <p className="text-sm text-zinc-400">Only members you give access can see these.</p>
        <ul className="grid grid-cols-2 gap-2.5">
          {privatePhotos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index}
              photos={privatePhotos}
              album="private"
            />
          ))}
          <AddTile label="Add private photo" onClick={() => setUploadTo('private')} />
        </ul>
        <h3 className="mt-2 text-sm font-semibold text-zinc-100">Who has access</h3>
        {grants.length === 0 ? (
          <p className="text-sm text-zinc-400">Nobody yet. You can share it from a chat.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-zinc-800 rounded-2xl border border-zinc-800">
            {grants.map((grant) => {
              const name = grant.displayName ?? grant.username;
              return (
                <li key={grant.userId} className="flex items-center gap-3 p-3">
                  <UserAvatar src={grant.avatarUrl} name={name} size="sm" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-[15px] font-medium text-zinc-100">{name}</p>
                    <p className="text-xs text-zinc-400">
                      {grant.expiresAt
                        ? `Until ${new Date(grant.expiresAt).toLocaleString()}`
                        : 'No end date'}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    aria-label={`Revoke access for ${name}`}
                    loading={revoke.isPending && revoke.variables === grant.userId}
                    onClick={() => revoke.mutate(grant.userId)}
                  >
                    <UserRoundX aria-hidden />
                    Revoke
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <PhotoUploadDialog
        open={uploadTo !== null}
        onOpenChange={(open) => !open && setUploadTo(null)}
        mode={uploadTo === 'profile' ? 'profile' : 'album'}
        album={uploadTo === 'private' ? 'private' : 'public'}
      />
    </div>
  );
}
