import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Building2, ClipboardCheck, Handshake, MapPin, Sparkles } from 'lucide-react';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import {
  useApprovals,
  useDecideApproval,
  type ApprovalKind,
  type ApprovalQueue,
} from '@/features/admin/api/approvals';
import { AdminHeading } from '@/features/admin/components/admin-layout';

/** Approve or decline with a reason; a decline needs one, so the member can put it right. */
function DecisionForm({ kind, id, label }: { kind: ApprovalKind; id: string; label: string }) {
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const decide = useDecideApproval();
  const noteId = `note-${kind}-${id}`;
  const send = (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !note.trim()) {
      setMissing(true);
      return;
    }
    decide.mutate({ kind, id, decision, note: note.trim() });
  };
  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-zinc-800 pt-3">
      <label htmlFor={noteId} className="text-xs font-semibold text-zinc-300">
        Reason (the member reads it; needed to decline)
      </label>
      <Textarea
        id={noteId}
        rows={2}
        value={note}
        maxLength={1000}
        aria-invalid={missing || undefined}
        onChange={(e) => {
          setNote(e.target.value);
          setMissing(false);
        }}
      />
      {missing ? (
        <p role="alert" className="text-sm text-red-300">
          Say why you decline, so the member can put it right.
        </p>
      ) : null}
      {decide.error ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(decide.error)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="accent"
          disabled={decide.isPending}
          aria-label={`Approve ${label}`}
          onClick={() => send('approve')}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={decide.isPending}
          aria-label={`Decline ${label}`}
          onClick={() => send('reject')}
        >
          Decline
        </Button>
      </div>
    </div>
  );
}

function Item({
  title,
  meta,
  memberId,
  memberLabel,
  children,
  decision,
}: {
  title: string;
  meta: string;
  memberId: string | null;
  memberLabel: string;
  children?: ReactNode;
  decision: ReactNode;
}) {
  return (
    <li className="rounded-2xl bg-zinc-900/70 p-4 ring-1 ring-zinc-800">
      <h3 className="font-bold text-zinc-50">{title}</h3>
      <p className="text-xs text-zinc-400">{meta}</p>
      {children}
      {memberId ? (
        <Link
          to={paths.adminMember.to(memberId)}
          className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-text hover:underline"
        >
          {memberLabel}
        </Link>
      ) : (
        <p className="mt-2 text-sm text-zinc-400">{memberLabel}</p>
      )}
      {decision}
    </li>
  );
}

function Photos({ urls, name }: { urls: string[]; name: string }) {
  if (urls.length === 0) return <p className="mt-2 text-sm text-zinc-400">No photos.</p>;
  return (
    <ul className="mt-2 flex gap-2 overflow-x-auto">
      {urls.map((url, i) => (
        <li key={url} className="shrink-0">
          <img
            src={url}
            alt={`${name}, ${i + 1} of ${urls.length}`}
            className="size-24 rounded-xl object-cover ring-1 ring-zinc-800"
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}

const when = (iso: string) => new Date(iso).toLocaleDateString();

function Section({ items, empty }: { items: ReactNode[]; empty: string }) {
  if (items.length === 0)
    return (
      <EmptyState icon={<ClipboardCheck aria-hidden />} title="Nothing waiting">
        {empty}
      </EmptyState>
    );
  return <ul className="flex flex-col gap-3">{items}</ul>;
}

function Queue({ q }: { q: ApprovalQueue }) {
  const tabs = [
    {
      value: 'venues',
      label: 'Venues',
      icon: MapPin,
      items: q.venues.map((v) => (
        <Item
          key={v.id}
          title={v.name}
          meta={`${v.category} · ${v.address ? `${v.address}, ` : ''}${v.city}`}
          memberId={v.ownerId}
          memberLabel={v.ownerId ? 'The business behind it' : 'A house venue (nobody runs it)'}
          decision={<DecisionForm kind="venue" id={v.id} label={v.name} />}
        >
          {v.description ? <p className="mt-2 text-sm text-zinc-200">{v.description}</p> : null}
          {v.tags.length ? (
            <p className="mt-1 text-xs text-zinc-400">{v.tags.join(' · ')}</p>
          ) : null}
          <Photos urls={v.photos.map((p) => p.thumbUrl)} name={v.name} />
        </Item>
      )),
    },
    {
      value: 'businesses',
      label: 'Businesses',
      icon: Building2,
      items: q.applications.map((a) => (
        <Item
          key={a.memberId}
          title={a.businessName}
          meta={`${a.kind} · applied ${when(a.createdAt)}`}
          memberId={a.memberId}
          memberLabel={a.username ? `Applied by @${a.username}` : 'The member behind it'}
          decision={<DecisionForm kind="business" id={a.memberId} label={a.businessName} />}
        >
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-zinc-400">E-mail</dt>
            <dd className="text-zinc-200">{a.contactEmail}</dd>
            <dt className="text-zinc-400">Phone</dt>
            <dd className="text-zinc-200">{a.contactPhone || '—'}</dd>
            <dt className="text-zinc-400">Website</dt>
            <dd className="break-all text-zinc-200">{a.website || '—'}</dd>
          </dl>
          {a.note ? <p className="mt-2 text-sm text-zinc-200">{a.note}</p> : null}
        </Item>
      )),
    },
    {
      value: 'claims',
      label: 'Claims',
      icon: Handshake,
      items: q.claims.map((c) => (
        <Item
          key={c.id}
          title={c.venueName}
          meta={`Claimed ${when(c.createdAt)}${c.businessName ? ` by ${c.businessName}` : ''}`}
          memberId={c.memberId}
          memberLabel="The business claiming it"
          decision={<DecisionForm kind="claim" id={c.id} label={`the claim on ${c.venueName}`} />}
        >
          {c.note ? <p className="mt-2 text-sm text-zinc-200">{c.note}</p> : null}
        </Item>
      )),
    },
    {
      value: 'services',
      label: 'Services',
      icon: Sparkles,
      items: q.services.map((s) => (
        <Item
          key={s.id}
          title={s.displayName}
          meta={`${s.category} · ${s.city}${s.neighbourhood ? `, ${s.neighbourhood}` : ''}`}
          memberId={s.userId}
          memberLabel="The member behind it"
          decision={<DecisionForm kind="service" id={s.id} label={s.displayName} />}
        >
          <p className="mt-2 text-sm font-semibold text-zinc-200">{s.headline}</p>
          <p className="mt-1 text-sm whitespace-pre-line text-zinc-300">{s.about}</p>
          <p className="mt-1 text-xs text-zinc-400">Rates: {s.rates}</p>
          <Photos urls={s.photos.map((p) => p.thumbUrl)} name={s.displayName} />
        </Item>
      )),
    },
  ];
  return (
    <Tabs defaultValue="venues" look="underline">
      <TabsList aria-label="What waits for approval">
        {tabs.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
            <Badge variant={t.items.length ? 'warning' : 'secondary'}>{t.items.length}</Badge>
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((t) => (
        <TabsContent key={t.value} value={t.value} className="pt-4">
          <Section items={t.items} empty={`No ${t.label.toLowerCase()} wait for a decision.`} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** /admin/approvals: venues, business applications, claims and service listings in one queue. */
export function ApprovalsQueue() {
  const approvals = useApprovals();
  return (
    <>
      <AdminHeading title="Approvals">
        Each decision is recorded in the audit log with your reason.
      </AdminHeading>
      {approvals.isPending ? (
        <Skeleton className="h-40" />
      ) : approvals.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(approvals.error)}
        </p>
      ) : (
        <Queue q={approvals.data} />
      )}
    </>
  );
}
