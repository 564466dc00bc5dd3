import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { APPEAL_TEXT_MAX, type Notice } from '@blaze/contracts/moderation';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useAppealNotice } from '@/features/moderation/api/appeal-notice';
import { useNotices } from '@/features/moderation/api/get-notices';

function AppealForm({ notice }: { notice: Notice }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const appeal = useAppealNotice();
  if (!open)
    return (
      <Button size="sm" variant="outline" className="self-start" onClick={() => setOpen(true)}>
        Appeal
      </Button>
    );
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    appeal.mutate({ noticeId: notice.id, text });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label="Appeal this decision">
      <Field id={`appeal-${notice.id}`} label="Why should we look again?">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            required
            maxLength={APPEAL_TEXT_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      {appeal.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(appeal.error)}
        </p>
      ) : null}
      <Button
        type="submit"
        size="sm"
        className="self-start"
        disabled={appeal.isPending || !text.trim()}
      >
        Send appeal
      </Button>
    </form>
  );
}

/** /app/notices: what Blaze decided about him (statements of reasons) and about his reports. */
export function NoticesScreen() {
  const notices = useNotices();
  return (
    <main className="mx-auto max-w-2xl pb-10">
      <header className="flex items-center gap-2 px-2 py-3">
        <Button asChild variant="quiet" size="icon">
          <Link to={paths.activity.to()} aria-label="Back to activity">
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <h1 className="text-xl font-bold text-zinc-50">Safety notices</h1>
      </header>
      {notices.isPending ? (
        <div className="space-y-2 px-4">
          <Skeleton className="h-20 w-full" />
        </div>
      ) : notices.isError ? (
        <EmptyState icon={<ShieldCheck aria-hidden />} title="Your notices did not load">
          {friendlyMessage(notices.error)}
        </EmptyState>
      ) : notices.data.length === 0 ? (
        <EmptyState icon={<ShieldCheck aria-hidden />} title="No notices">
          When we review something you reported, or something about your account, we tell you here.
        </EmptyState>
      ) : (
        <ul aria-label="Notices" className="flex flex-col gap-3 px-4">
          {notices.data.map((n) => (
            <li
              key={n.id}
              className="flex flex-col gap-2 rounded-xl bg-zinc-900 p-4 ring-1 ring-zinc-800"
            >
              <p className="flex items-center gap-2">
                <span className="font-semibold text-zinc-50">{n.title}</span>
                <Badge variant={n.kind === 'outcome' ? 'secondary' : 'warning'}>
                  {n.kind === 'outcome' ? 'Your report' : 'Your account'}
                </Badge>
              </p>
              <p className="text-sm text-zinc-300">{n.body}</p>
              <p className="text-xs text-zinc-400">{new Date(n.createdAt).toLocaleString()}</p>
              {n.appealed ? (
                <p className="text-sm text-zinc-400">You appealed: a moderator will look again.</p>
              ) : n.canAppeal ? (
                <AppealForm notice={n} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
