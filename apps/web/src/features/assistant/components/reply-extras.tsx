import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Check, Copy, Lightbulb, Send, ShieldQuestion } from 'lucide-react';
import type { AssistantReply } from '@blaze/contracts/assistant';
import { ApiError, friendlyMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { Button } from '@/components/ui/button';
import { useAnswerConfirmation } from '@/features/assistant/api/confirmations';
import { MemberCards } from '@/features/assistant/components/member-cards';

/** A held action he has answered (this visit), so its buttons go. */
const answered = new Set<string>();

function useConfirmation(id: string | undefined) {
  const answer = useAnswerConfirmation();
  const [done, setDone] = useState(() => (id ? answered.has(id) : false));
  const [error, setError] = useState<string | null>(null);
  return {
    done,
    error,
    pending: answer.isPending,
    answer(yes: boolean) {
      if (!id) return;
      setError(null);
      answer.mutate(
        { id, yes },
        {
          onSuccess: () => {
            answered.add(id);
            setDone(true);
          },
          onError: (failure) => {
            // Answered already (another tab) or lapsed: the buttons go, with words saying why.
            if (failure instanceof ApiError && (failure.status === 409 || failure.status === 404)) {
              answered.add(id);
              setDone(true);
              setError(
                failure.status === 409
                  ? 'You already answered that one.'
                  : 'That offer has lapsed. Ask HOTTIE again.',
              );
              return;
            }
            setError(friendlyMessage(failure));
          },
        },
      );
    },
  };
}

/**
 * What a reply carries beside its words: a tip, the next step, members found, a draft to copy or
 * send, an action waiting for his yes, and a button into the app.
 */
export function ReplyExtras({
  reply,
  onNavigate,
}: {
  reply: AssistantReply;
  onNavigate?: () => void;
}) {
  const confirmation = useConfirmation(reply.confirmation?.id);
  const [copied, setCopied] = useState(false);
  // Judged when the reply is shown: a lapsed offer no longer asks (the server would refuse it).
  const [shownAt] = useState(() => Date.now());
  const lapsed = reply.confirmation ? Date.parse(reply.confirmation.expiresAt) < shownAt : false;
  const askable = reply.confirmation && !confirmation.done && !lapsed;

  async function copyDraft(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      notify((toast) => toast.error("Couldn't copy it. Select the text and copy it yourself."));
    }
  }

  return (
    <div className="flex flex-col gap-2.5">
      {reply.members?.length ? <MemberCards members={reply.members} onOpen={onNavigate} /> : null}

      {reply.draft ? (
        <figure className="rounded-2xl border border-brand/30 bg-brand/5 p-3">
          <figcaption className="mb-1.5 text-[11px] font-bold tracking-wider text-brand-text uppercase">
            {reply.draft.toName ? `Draft for ${reply.draft.toName}` : 'Draft'}
          </figcaption>
          <p className="text-sm leading-relaxed whitespace-pre-wrap text-zinc-100">
            {reply.draft.text}
          </p>
          <div className="mt-2.5 flex gap-2">
            <Button size="sm" variant="secondary" onClick={() => void copyDraft(reply.draft!.text)}>
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied ? 'Copied' : 'Copy'}
            </Button>
            {askable ? (
              <Button
                size="sm"
                loading={confirmation.pending}
                onClick={() => confirmation.answer(true)}
              >
                <Send aria-hidden />
                Send
              </Button>
            ) : null}
          </div>
        </figure>
      ) : null}

      {reply.confirmation && askable ? (
        <div
          role="group"
          aria-label={reply.confirmation.prompt}
          className="flex flex-col gap-2 rounded-2xl border border-amber-400/30 bg-amber-400/5 p-3"
        >
          <p className="flex items-start gap-2 text-sm text-zinc-100">
            <ShieldQuestion aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-300" />
            {reply.confirmation.prompt}
          </p>
          <div className="flex gap-2">
            {reply.draft ? null : (
              <Button
                size="sm"
                loading={confirmation.pending}
                onClick={() => confirmation.answer(true)}
              >
                {reply.confirmation.confirmLabel || 'Confirm'}
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              disabled={confirmation.pending}
              onClick={() => confirmation.answer(false)}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      {confirmation.error ? (
        <p role="alert" className="text-sm text-red-300">
          {confirmation.error}
        </p>
      ) : null}

      {reply.tip ? (
        <p className="flex items-start gap-2 rounded-xl bg-zinc-800/60 px-3 py-2 text-[13px] text-zinc-300">
          <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>
            <span className="sr-only">Tip: </span>
            {reply.tip}
          </span>
        </p>
      ) : null}
      {reply.nextStep ? (
        <p className="flex items-start gap-2 text-[13px] text-zinc-400">
          <ArrowRight aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="sr-only">Next step: </span>
            {reply.nextStep}
          </span>
        </p>
      ) : null}
      {reply.cta ? (
        <Button asChild size="sm" variant="outline" className="self-start">
          <Link to={reply.cta.to} onClick={onNavigate}>
            {reply.cta.label}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
