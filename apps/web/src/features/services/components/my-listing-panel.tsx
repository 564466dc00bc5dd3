import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { ImagePlus, X } from 'lucide-react';
import type { MyServiceListing, ServiceStatus } from '@blaze/contracts/services';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMyListing } from '@/features/services/api/get-my-listing';
import {
  useAddListingPhoto,
  useCreateListing,
  useDeleteListing,
  usePauseListing,
  useRemoveListingPhoto,
  useUpdateListing,
} from '@/features/services/api/listing-actions';
import { ListingForm } from '@/features/services/components/listing-form';

const STATUS: Record<
  ServiceStatus,
  { label: string; variant: 'warning' | 'success' | 'secondary'; note: string }
> = {
  pending: {
    label: 'Waiting for review',
    variant: 'warning',
    note: 'An admin checks every listing before it goes public, and again after each edit.',
  },
  approved: { label: 'Public', variant: 'success', note: 'Anyone can open your page.' },
  rejected: { label: 'Not approved', variant: 'secondary', note: 'Fix it and send it again.' },
  paused: { label: 'Paused', variant: 'secondary', note: 'Hidden until you resume it.' },
};

function Photos({ listing }: { listing: MyServiceListing }) {
  const add = useAddListingPhoto();
  const remove = useRemoveListingPhoto();
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) add.mutate({ id: listing.id, file });
  };
  return (
    <div className="flex flex-wrap gap-2">
      {listing.photos.map((p) => (
        <span key={p.id} className="relative size-16 overflow-hidden rounded-lg bg-zinc-800">
          <img src={p.thumbUrl} alt="" className="size-full object-cover" />
          <button
            type="button"
            aria-label="Remove photo"
            onClick={() => remove.mutate({ id: listing.id, photoId: p.id })}
            className="absolute top-0.5 right-0.5 rounded-full bg-zinc-950/80 p-1 text-zinc-100"
          >
            <X aria-hidden className="size-3" />
          </button>
        </span>
      ))}
      {listing.photos.length < 6 ? (
        <label className="flex size-16 cursor-pointer items-center justify-center rounded-lg border border-dashed border-zinc-600 text-zinc-300">
          <ImagePlus aria-hidden className="size-5" />
          <span className="sr-only">Add a photo</span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            onChange={pick}
          />
        </label>
      ) : null}
      {add.error ? (
        <p role="alert" className="w-full text-sm text-red-300">
          {friendlyMessage(add.error)}
        </p>
      ) : null}
    </div>
  );
}

/** My listing on /app/services: create it, see its review state, edit, pause, photos, delete. */
export function MyListingPanel() {
  const mine = useMyListing();
  const create = useCreateListing();
  const update = useUpdateListing();
  const pause = usePauseListing();
  const del = useDeleteListing();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  if (!mine.data) return null;
  const listing = mine.data.listing;
  if (editing)
    return (
      <section className="rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4">
        <h2 className="mb-3 font-semibold text-zinc-50">
          {listing ? 'Edit your listing' : 'Offer a service'}
        </h2>
        <ListingForm
          listing={listing}
          pending={create.isPending || update.isPending}
          error={create.error ?? update.error}
          onCancel={() => setEditing(false)}
          onSubmit={(body) =>
            listing
              ? update.mutate({ id: listing.id, body }, { onSuccess: () => setEditing(false) })
              : create.mutate(body, { onSuccess: () => setEditing(false) })
          }
        />
      </section>
    );
  if (!listing)
    return (
      <section className="flex items-center justify-between gap-3 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4">
        <p className="text-sm text-zinc-300">
          Offer a service under a professional name, apart from your profile.
        </p>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Offer a service
        </Button>
      </section>
    );
  const status = STATUS[listing.status];
  return (
    <section
      aria-label="Your listing"
      className="flex flex-col gap-3 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="truncate font-semibold text-zinc-50">Your listing: {listing.displayName}</h2>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <p className="text-sm text-zinc-400">{status.note}</p>
      {listing.reviewNote ? (
        <p className="rounded-xl bg-amber-400/10 p-3 text-sm text-amber-200">
          Reviewer: {listing.reviewNote}
        </p>
      ) : null}
      <Photos listing={listing} />
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary" size="sm">
          <Link to={paths.escort.to(listing.handle)}>View page</Link>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          Edit
        </Button>
        {listing.status === 'approved' || listing.status === 'paused' ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={pause.isPending}
            onClick={() => pause.mutate({ id: listing.id, paused: listing.status === 'approved' })}
          >
            {listing.status === 'approved' ? 'Pause' : 'Resume'}
          </Button>
        ) : null}
        <Button variant="quiet" size="sm" onClick={() => setConfirmDelete(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete your listing?"
        description="Your page and its photos are removed. Chats stay."
        confirmLabel="Delete"
        confirmVariant="destructive"
        pending={del.isPending}
        onConfirm={() =>
          del.mutate({ id: listing.id }, { onSuccess: () => setConfirmDelete(false) })
        }
      />
    </section>
  );
}
