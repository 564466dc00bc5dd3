import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CalendarClock, Flag, Languages, MapPin, Wallet } from 'lucide-react';
import { SERVICES_NO_PAYMENT_NOTE, SERVICE_LIMITS } from '@blaze/contracts/services';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { friendlyMessage } from '@/lib/api-client';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useProvider } from '@/features/services/api/get-provider';
import { ReportReasonDialog } from '@/components/report-reason-dialog';
import { useContactProvider, useReportProvider } from '@/features/services/api/listing-actions';
import {
  areaLabel,
  categoryLabel,
  languageNames,
  whereLabel,
} from '@/features/services/lib/service-labels';

const newClientId = () => crypto.randomUUID().replaceAll('-', '');

/** Report a listing (signed-in members): it goes to the moderators' queue with a copy of the listing. */
function ReportListing({ handle }: { handle: string }) {
  const { status } = useSession();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const report = useReportProvider(handle);
  if (status !== 'signed-in') return null;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        disabled={sent}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden />
        {sent ? 'Reported. Thank you.' : 'Report this listing'}
      </Button>
      <ReportReasonDialog
        open={open}
        onOpenChange={setOpen}
        title="Report this listing"
        description="Tell us what is wrong. The provider is not told who reported."
        pending={report.isPending}
        error={report.isError ? friendlyMessage(report.error) : null}
        onSubmit={async (body) => {
          await report.mutateAsync(body);
          setSent(true);
        }}
      />
    </>
  );
}

/** Contact needs sign-in; his words open our service chat, which opens. */
function Contact({ handle, name }: { handle: string; name: string }) {
  const { status } = useSession();
  const navigate = useNavigate();
  const contact = useContactProvider(handle);
  const [text, setText] = useState('');
  if (status !== 'signed-in')
    return (
      <Button asChild size="lg" block>
        <Link to={paths.auth.to(paths.escort.to(handle))}>Sign in to contact {name}</Link>
      </Button>
    );
  const send = (e: FormEvent) => {
    e.preventDefault();
    contact.mutate(
      { clientId: newClientId(), text },
      { onSuccess: ({ conversationId }) => void navigate(paths.chat.to(conversationId)) },
    );
  };
  return (
    <form onSubmit={send} className="flex flex-col gap-2" aria-label={`Contact ${name}`}>
      <label htmlFor="svc-contact" className="text-sm font-medium text-zinc-200">
        Write to {name}
      </label>
      <Textarea
        id="svc-contact"
        rows={3}
        value={text}
        maxLength={SERVICE_LIMITS.contactTextMax}
        placeholder="Hi, are you free this week?"
        onChange={(e) => setText(e.target.value)}
      />
      {contact.error ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(contact.error)}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={!text.trim() || contact.isPending}>
        Send
      </Button>
    </form>
  );
}

/**
 * /escort/{handle} (issue 16, decision 025): a provider's public page, readable signed out. The area
 * is a city and at most a neighbourhood; nothing links to a member profile.
 */
export function ProviderPage({ handle }: { handle: string }) {
  const provider = useProvider(handle);
  if (provider.error)
    return (
      <EmptyState icon={<MapPin aria-hidden />} title="This page is not available">
        {(provider.error as { status?: number }).status === 404
          ? 'The listing may have been paused, removed, or not approved yet.'
          : friendlyMessage(provider.error)}
      </EmptyState>
    );
  if (!provider.data) return <Skeleton className="h-96 rounded-3xl" />;
  const p = provider.data;
  const [cover, ...more] = p.photos;
  return (
    <article className="flex flex-col gap-5">
      <title>{`${p.displayName} · Blaze`}</title>
      <div className="overflow-hidden rounded-3xl border border-zinc-800 bg-zinc-900/60">
        {cover ? (
          <img
            src={cover.url}
            alt={`${p.displayName}`}
            width={cover.width}
            height={cover.height}
            className="aspect-[3/4] max-h-[28rem] w-full object-cover"
          />
        ) : null}
        <div className="flex flex-col gap-2 p-5">
          <div className="flex items-center gap-2">
            <Badge variant="accent">{categoryLabel(p.category)}</Badge>
            <span className="text-xs text-zinc-400">@{p.handle}</span>
          </div>
          <h1 className="text-3xl font-black tracking-tight break-words text-zinc-50">
            {p.displayName}
          </h1>
          <p className="text-zinc-200">{p.headline}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-2.5 text-sm text-zinc-200">
        <li className="flex items-center gap-3">
          <MapPin aria-hidden className="size-5 text-brand-text" />
          {areaLabel(p)} · {whereLabel(p)}
        </li>
        {p.rates ? (
          <li className="flex items-center gap-3">
            <Wallet aria-hidden className="size-5 text-brand-text" />
            {p.rates}
          </li>
        ) : null}
        {p.availability ? (
          <li className="flex items-center gap-3">
            <CalendarClock aria-hidden className="size-5 text-brand-text" />
            {p.availability}
          </li>
        ) : null}
        {p.languages.length ? (
          <li className="flex items-center gap-3">
            <Languages aria-hidden className="size-5 text-brand-text" />
            {languageNames(p.languages)}
          </li>
        ) : null}
      </ul>
      {p.about ? <p className="whitespace-pre-line text-zinc-300">{p.about}</p> : null}
      {more.length ? (
        <div className="grid grid-cols-3 gap-2">
          {more.map((photo) => (
            <img
              key={photo.id}
              src={photo.thumbUrl}
              alt=""
              className="aspect-square rounded-xl object-cover"
              loading="lazy"
            />
          ))}
        </div>
      ) : null}
      {p.isOwn ? (
        <p className="rounded-xl bg-zinc-900 p-3 text-sm text-zinc-300">
          This is your listing.{' '}
          <Link to={paths.services.to()} className="text-brand-text underline">
            Manage it
          </Link>
        </p>
      ) : (
        <Contact handle={p.handle} name={p.displayName} />
      )}
      <p className="text-xs text-zinc-400">{SERVICES_NO_PAYMENT_NOTE}</p>
      {p.isOwn ? null : <ReportListing handle={p.handle} />}
    </article>
  );
}
