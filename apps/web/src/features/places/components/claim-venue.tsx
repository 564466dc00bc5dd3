import { useState } from 'react';
import { Link } from 'react-router';
import { Store } from 'lucide-react';
import type { VenueDetail } from '@blaze/contracts/places';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useClaimVenue, useMyBusiness } from '@/features/places/api/business';

/** 'Do you run this place?': an approved business asks to run a venue nobody runs; an admin decides. */
export function ClaimVenue({ venue }: { venue: VenueDetail }) {
  const business = useMyBusiness();
  const claim = useClaimVenue();
  const [note, setNote] = useState('');
  const approved = business.data?.account?.status === 'approved';
  const open = business.data?.claims.find((c) => c.venueId === venue.id && c.status === 'pending');
  return (
    <section
      aria-labelledby="claim-title"
      className="flex flex-col gap-2 rounded-2xl bg-zinc-900 p-4 ring-1 ring-zinc-800"
    >
      <h2 id="claim-title" className="flex items-center gap-2 font-bold text-zinc-50">
        <Store aria-hidden className="size-4" />
        Do you run this place?
      </h2>
      {open || claim.isSuccess ? (
        <p role="status" className="text-sm text-zinc-300">
          You asked to run it. An admin will decide; you'll see the outcome on your business page.
        </p>
      ) : approved ? (
        <>
          <label htmlFor="claim-note" className="text-sm text-zinc-300">
            Tell the admins how you run it (optional)
          </label>
          <Textarea
            id="claim-note"
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          {claim.error ? (
            <p role="alert" className="text-sm text-red-300">
              {friendlyMessage(claim.error)}
            </p>
          ) : null}
          <Button
            loading={claim.isPending}
            onClick={() => claim.mutate({ id: venue.id, note: note.trim() })}
          >
            Claim this venue
          </Button>
        </>
      ) : (
        <p className="text-sm text-zinc-300">
          Business accounts can claim a venue and keep its details up to date.{' '}
          <Link to={paths.business.to()} className="font-semibold text-brand-text underline">
            Apply for a business account
          </Link>
        </p>
      )}
    </section>
  );
}
