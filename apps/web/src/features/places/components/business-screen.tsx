import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Briefcase, Plus } from 'lucide-react';
import {
  BUSINESS_KINDS,
  BUSINESS_KIND_LABELS,
  type BusinessAccount,
  type BusinessKind,
  type ReviewStatus,
  type VenueDetail,
} from '@blaze/contracts/places';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { LoadFailed } from '@/components/load-failed';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useApplyForBusiness, useDeleteVenue, useMyBusiness } from '@/features/places/api/business';
import { VenueEditor } from '@/features/places/components/venue-editor';

const STATUS_TEXT: Record<ReviewStatus | 'rejected' | 'removed', string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Not approved',
  removed: 'Deleted',
};
const statusVariant = (s: string) =>
  s === 'approved'
    ? ('success' as const)
    : s === 'pending'
      ? ('warning' as const)
      : ('secondary' as const);

function ApplyForm({ account }: { account: BusinessAccount | null }) {
  const apply = useApplyForBusiness();
  const [businessName, setBusinessName] = useState(account?.businessName ?? '');
  const [kind, setKind] = useState<BusinessKind>(account?.kind ?? 'venue');
  const [contactEmail, setContactEmail] = useState(account?.contactEmail ?? '');
  const [contactPhone, setContactPhone] = useState(account?.contactPhone ?? '');
  const [website, setWebsite] = useState(account?.website ?? '');
  const [note, setNote] = useState(account?.note ?? '');
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    apply.mutate({ businessName, kind, contactEmail, contactPhone, website, note });
  }
  return (
    <form
      onSubmit={onSubmit}
      aria-label="Apply for a business account"
      className="flex flex-col gap-4"
    >
      <Field id="biz-name" label="Business name">
        {(p) => (
          <Input
            {...p}
            required
            maxLength={100}
            value={businessName}
            onChange={(e) => setBusinessName(e.target.value)}
          />
        )}
      </Field>
      <Field id="biz-kind" label="What do you run?">
        {(p) => (
          <Select {...p} value={kind} onChange={(e) => setKind(e.target.value as BusinessKind)}>
            {BUSINESS_KINDS.map((k) => (
              <option key={k} value={k}>
                {BUSINESS_KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="biz-email" label="Contact e-mail">
        {(p) => (
          <Input
            {...p}
            type="email"
            required
            value={contactEmail}
            onChange={(e) => setContactEmail(e.target.value)}
          />
        )}
      </Field>
      <Field id="biz-phone" label="Phone" labelNote="(optional)">
        {(p) => (
          <Input
            {...p}
            type="tel"
            maxLength={40}
            value={contactPhone}
            onChange={(e) => setContactPhone(e.target.value)}
          />
        )}
      </Field>
      <Field id="biz-website" label="Website" labelNote="(optional)">
        {(p) => (
          <Input
            {...p}
            type="url"
            placeholder="https://"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
        )}
      </Field>
      <Field id="biz-note" label="A short note for the admins" labelNote="(optional)">
        {(p) => (
          <Textarea
            {...p}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      {apply.error ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(apply.error)}
        </p>
      ) : null}
      <Button type="submit" loading={apply.isPending}>
        {account ? 'Send again' : 'Apply'}
      </Button>
    </form>
  );
}

function MyVenue({ venue, onEdit }: { venue: VenueDetail; onEdit: () => void }) {
  const remove = useDeleteVenue();
  const status = venue.status ?? 'approved';
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-zinc-900 p-3 ring-1 ring-zinc-800">
      <div className="flex items-start justify-between gap-2">
        <Link to={paths.venue.to(venue.id)} className="font-bold text-zinc-50 hover:underline">
          {venue.name}
        </Link>
        <Badge variant={statusVariant(status)}>{STATUS_TEXT[status]}</Badge>
      </div>
      {venue.reviewNote ? (
        <p className="text-sm text-zinc-300">Admin's note: {venue.reviewNote}</p>
      ) : null}
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          loading={remove.isPending}
          onClick={() => {
            if (window.confirm(`Delete ${venue.name}? Members will no longer see it.`))
              remove.mutate(venue.id);
          }}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

/**
 * /app/business: apply for a business account and see the outcome; an approved one adds venues
 * (each waits for an admin), edits them, and follows his claims.
 */
export function BusinessScreen() {
  const business = useMyBusiness();
  const [editing, setEditing] = useState<VenueDetail | 'new' | null>(null);
  if (business.isPending) return <Skeleton className="m-4 h-64 rounded-2xl" />;
  if (business.error)
    return (
      <LoadFailed
        icon={<Briefcase aria-hidden />}
        title="Your business page didn't load"
        error={business.error}
        onRetry={() => void business.refetch()}
      />
    );
  const { account, venues, claims } = business.data;
  const approved = account?.status === 'approved';
  return (
    <div className="flex flex-col gap-6 px-4 pt-4 pb-10">
      <header>
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">Business</h1>
        <p className="text-sm text-zinc-400">
          List your venue on Blaze. Blaze takes no payments for businesses.
        </p>
      </header>
      {account ? (
        <section
          aria-label="Your application"
          className="flex flex-col gap-1 rounded-2xl bg-zinc-900 p-4 ring-1 ring-zinc-800"
        >
          <div className="flex items-center justify-between gap-2">
            <p className="font-bold text-zinc-50">{account.businessName}</p>
            <Badge variant={statusVariant(account.status)}>{STATUS_TEXT[account.status]}</Badge>
          </div>
          {account.reviewNote ? (
            <p className="text-sm text-zinc-300">Admin's note: {account.reviewNote}</p>
          ) : null}
        </section>
      ) : null}
      {!approved ? <ApplyForm account={account} /> : null}
      {approved && editing ? (
        <section aria-labelledby="editor-title" className="flex flex-col gap-3">
          <h2 id="editor-title" className="text-lg font-bold text-zinc-50">
            {editing === 'new' ? 'Add a venue' : `Edit ${editing.name}`}
          </h2>
          <VenueEditor venue={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        </section>
      ) : null}
      {approved && !editing ? (
        <section aria-labelledby="my-venues" className="flex flex-col gap-3">
          <div className="flex items-center justify-between">
            <h2 id="my-venues" className="text-lg font-bold text-zinc-50">
              Your venues
            </h2>
            <Button size="sm" onClick={() => setEditing('new')}>
              <Plus aria-hidden />
              Add a venue
            </Button>
          </div>
          {venues.length ? (
            <ul className="flex flex-col gap-2">
              {venues.map((v) => (
                <MyVenue key={v.id} venue={v} onEdit={() => setEditing(v)} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-zinc-400">
              Add your venue, or open one on the map that nobody runs yet and claim it.
            </p>
          )}
        </section>
      ) : null}
      {claims.length ? (
        <section aria-labelledby="my-claims" className="flex flex-col gap-2">
          <h2 id="my-claims" className="text-lg font-bold text-zinc-50">
            Your claims
          </h2>
          <ul className="flex flex-col gap-2">
            {claims.map((c) => (
              <li
                key={c.id}
                className="flex items-center justify-between gap-2 rounded-xl bg-zinc-900 p-3 text-sm"
              >
                <Link
                  to={paths.venue.to(c.venueId)}
                  className="font-semibold text-zinc-100 hover:underline"
                >
                  {c.venueName}
                </Link>
                <span className="flex flex-col items-end">
                  <Badge variant={statusVariant(c.status)}>{STATUS_TEXT[c.status]}</Badge>
                  {c.reviewNote ? (
                    <span className="text-xs text-zinc-400">{c.reviewNote}</span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
