import { useId, useState, type FormEvent } from 'react';
import { Megaphone } from 'lucide-react';
import type { AdminPromotion } from '@blaze/contracts/admin';
import { friendlyMessage } from '@/lib/api-client';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import {
  useCreatePromotion,
  useEndPromotion,
  usePromotions,
  useUpdatePromotion,
} from '@/features/admin/api/promotions';
import { AdminHeading } from '@/features/admin/components/admin-layout';

type Draft = {
  sponsor: string;
  title: string;
  body: string;
  linkUrl: string;
  ctaLabel: string;
  venueId: string;
  endsOn: string;
};
const EMPTY: Draft = {
  sponsor: '',
  title: '',
  body: '',
  linkUrl: '',
  ctaLabel: '',
  venueId: '',
  endsOn: '',
};

const draftOf = (p: AdminPromotion): Draft => ({
  sponsor: p.sponsor,
  title: p.title,
  body: p.body,
  linkUrl: p.linkUrl ?? '',
  ctaLabel: p.ctaLabel ?? '',
  venueId: p.venue?.id ?? '',
  endsOn: p.endsAt ? p.endsAt.slice(0, 10) : '',
});

/** The end of the chosen day, in his time zone, as the API wants it. */
const endOf = (day: string) => (day ? new Date(`${day}T23:59:59`).toISOString() : null);

function PromotionForm({
  initial,
  editing,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: Draft;
  editing: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (d: Draft) => void;
  onCancel?: () => void;
}) {
  const [d, setD] = useState(initial);
  const formId = useId();
  const field = (key: keyof Draft, label: string, props: Record<string, unknown> = {}) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${formId}-${key}`} className="text-xs font-semibold text-zinc-300">
        {label}
      </label>
      <Input
        id={`${formId}-${key}`}
        value={d[key]}
        onChange={(e) => setD({ ...d, [key]: e.target.value })}
        {...props}
      />
    </div>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(d);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2.5">
      {field('sponsor', 'Sponsor', { required: true, maxLength: 80 })}
      {field('title', 'Title', { required: true, maxLength: 120 })}
      <label htmlFor={`${formId}-body`} className="text-xs font-semibold text-zinc-300">
        Text
      </label>
      <Textarea
        id={`${formId}-body`}
        rows={2}
        maxLength={500}
        value={d.body}
        onChange={(e) => setD({ ...d, body: e.target.value })}
      />
      {field('linkUrl', 'Link (https://)', { type: 'url', maxLength: 500 })}
      {field('ctaLabel', 'Button label', { maxLength: 30 })}
      {editing
        ? null
        : field('venueId', 'Venue id (an offer shown near that venue only)', { maxLength: 100 })}
      {field('endsOn', 'Last day', { type: 'date' })}
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(error)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {editing ? 'Save' : 'Create'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

const STATE_BADGE = { running: 'success', scheduled: 'accent', ended: 'secondary' } as const;

function PromotionRow({ p }: { p: AdminPromotion }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdatePromotion();
  const end = useEndPromotion();
  return (
    <li className="rounded-2xl bg-zinc-900/70 p-4 ring-1 ring-zinc-800">
      {editing ? (
        <PromotionForm
          initial={draftOf(p)}
          editing
          pending={update.isPending}
          error={update.error}
          onCancel={() => setEditing(false)}
          onSubmit={(d) =>
            update.mutate(
              {
                id: p.id,
                body: {
                  sponsor: d.sponsor,
                  title: d.title,
                  body: d.body,
                  linkUrl: d.linkUrl || null,
                  ctaLabel: d.ctaLabel || null,
                  endsAt: endOf(d.endsOn),
                },
              },
              { onSuccess: () => setEditing(false) },
            )
          }
        />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-bold text-zinc-50">{p.title}</h3>
            <Badge variant={STATE_BADGE[p.state]}>{p.state}</Badge>
            {p.venue ? <Badge variant="outline">Offer at {p.venue.name}</Badge> : null}
          </div>
          <p className="text-xs text-zinc-400">
            {p.sponsor} · from {new Date(p.startsAt).toLocaleDateString()}
            {p.endsAt ? ` to ${new Date(p.endsAt).toLocaleDateString()}` : ''} · {p.impressionCount}{' '}
            seen · {p.clickCount} clicks
          </p>
          {p.body ? <p className="mt-1 text-sm text-zinc-200">{p.body}</p> : null}
          {end.error ? (
            <p role="alert" className="text-sm text-red-300">
              {friendlyMessage(end.error)}
            </p>
          ) : null}
          {p.state === 'ended' ? null : (
            <div className="mt-2 flex gap-2">
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={end.isPending}
                aria-label={`End now: ${p.title}`}
                onClick={() => end.mutate(p.id)}
              >
                End now
              </Button>
            </div>
          )}
        </>
      )}
    </li>
  );
}

/** /admin/promotions: sponsored cards and venue offers: list, create, edit, end. */
export function PromotionsScreen() {
  const promotions = usePromotions();
  const create = useCreatePromotion();
  const [formKey, setFormKey] = useState(0);
  return (
    <>
      <AdminHeading title="Promotions">
        Sponsored cards in the feed and venues’ offers.
      </AdminHeading>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>New promotion</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <PromotionForm
            key={formKey}
            initial={EMPTY}
            editing={false}
            pending={create.isPending}
            error={create.error}
            onSubmit={(d) =>
              create.mutate(
                {
                  sponsor: d.sponsor,
                  title: d.title,
                  body: d.body,
                  linkUrl: d.linkUrl || null,
                  ctaLabel: d.ctaLabel || null,
                  venueId: d.venueId.trim() || null,
                  endsAt: endOf(d.endsOn),
                },
                { onSuccess: () => setFormKey((k) => k + 1) },
              )
            }
          />
        </CardContent>
      </Card>
      {promotions.isPending ? (
        <Skeleton className="h-40" />
      ) : promotions.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(promotions.error)}
        </p>
      ) : promotions.data.items.length === 0 ? (
        <EmptyState icon={<Megaphone aria-hidden />} title="No promotions yet" />
      ) : (
        <ul aria-label="Promotions" className="flex flex-col gap-3">
          {promotions.data.items.map((p) => (
            <PromotionRow key={p.id} p={p} />
          ))}
        </ul>
      )}
    </>
  );
}
