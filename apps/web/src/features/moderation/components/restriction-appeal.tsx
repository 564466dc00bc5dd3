import { useState, type FormEvent } from 'react';
import { APPEAL_TEXT_MAX } from '@blaze/contracts/moderation';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useAppealRestriction } from '@/features/moderation/api/appeal-restriction';

/**
 * Under a sign-in refused for a suspension or a ban: he cannot reach his notices, so he appeals here,
 * with the e-mail and password he just typed proving who he is (decision 027).
 */
export function RestrictionAppeal({ email, password }: { email: string; password: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const appeal = useAppealRestriction();
  if (appeal.isSuccess)
    return (
      <p role="status" className="rounded-xl bg-zinc-800/70 p-3 text-sm text-zinc-200">
        {appeal.data.message}
      </p>
    );
  if (!open)
    return (
      <Button variant="outline" className="w-full" onClick={() => setOpen(true)}>
        Appeal this decision
      </Button>
    );
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    appeal.mutate({ email, password, text });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label="Appeal this decision">
      <Field id="restriction-appeal" label="Why should we look again?">
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
      <Button type="submit" disabled={appeal.isPending || !text.trim()}>
        Send appeal
      </Button>
    </form>
  );
}
