import { useState, type FormEvent } from 'react';
import {
  MODERATION_ACTION_LABELS,
  MODERATION_ACTIONS,
  MODERATION_REASON_LABELS,
  MODERATION_REASONS,
  MODERATION_TEXT_MAX,
  SUSPENSION_DAYS,
  type ModerationAction,
  type ModerationActionResult,
  type ModerationReason,
} from '@blaze/contracts/moderation';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useActOn, type ActionTarget } from '@/features/moderation/api/act-on-report';

const MEMBER_ACTIONS: ModerationAction[] = ['warn', 'suspend', 'ban', 'lift', 'note'];

/**
 * The actions form: an action, a reason from the templates, free text (kept for staff; the member's
 * statement names the reason) and, for a suspension, the days. On a report, 'Submit and next'.
 */
export function ActionForm({
  target,
  onDone,
}: {
  target: ActionTarget;
  onDone: (result: ModerationActionResult, next: boolean) => void;
}) {
  const onReport = 'reportId' in target;
  const actions = onReport ? MODERATION_ACTIONS : MEMBER_ACTIONS;
  const [action, setAction] = useState<ModerationAction>(onReport ? 'dismiss' : 'warn');
  const [reason, setReason] = useState<ModerationReason>(onReport ? 'no-breach' : 'other');
  const [text, setText] = useState('');
  const [days, setDays] = useState('1');
  const [next, setNext] = useState(false);
  const act = useActOn(target);
  const prefix = onReport ? `report-${target.reportId}` : `member-${target.memberId}`;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    act.mutate(
      {
        action,
        reason,
        text,
        ...(action === 'suspend' ? { days: Number(days) } : {}),
      },
      {
        onSuccess: (result) => {
          setText('');
          onDone(result, next);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Take action">
      <Field id={`${prefix}-action`} label="Action">
        {(control) => (
          <Select
            {...control}
            value={action}
            onChange={(e) => setAction(e.target.value as ModerationAction)}
          >
            {actions.map((a) => (
              <option key={a} value={a}>
                {MODERATION_ACTION_LABELS[a]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${prefix}-reason`} label="Reason">
        {(control) => (
          <Select
            {...control}
            value={reason}
            onChange={(e) => setReason(e.target.value as ModerationReason)}
          >
            {MODERATION_REASONS.map((r) => (
              <option key={r} value={r}>
                {MODERATION_REASON_LABELS[r]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {action === 'suspend' ? (
        <Field
          id={`${prefix}-days`}
          label="Days"
          hint={`${SUSPENSION_DAYS.min} to ${SUSPENSION_DAYS.max}`}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={SUSPENSION_DAYS.min}
              max={SUSPENSION_DAYS.max}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          )}
        </Field>
      ) : null}
      <Field id={`${prefix}-text`} label="Note for the team" labelNote="(optional)">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={MODERATION_TEXT_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      {act.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(act.error)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={act.isPending} onClick={() => setNext(false)}>
          Submit
        </Button>
        {onReport ? (
          <Button
            type="submit"
            variant="secondary"
            disabled={act.isPending}
            onClick={() => setNext(true)}
          >
            Submit and next
          </Button>
        ) : null}
      </div>
    </form>
  );
}
