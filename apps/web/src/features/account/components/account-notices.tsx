import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** A refusal in words, in a live region that is always in the page. */
export function AccountAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive" className="empty:hidden">
      {message ? (
        <p className="flex items-start gap-2 rounded-xl border border-red-500/30 bg-red-500/10 px-3 py-2.5 text-sm text-red-200">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-red-300" />
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A change that went through. */
export function AccountDone({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {message ? (
        <p className="flex items-start gap-2 rounded-xl border border-emerald-500/30 bg-emerald-500/10 px-3 py-2.5 text-sm text-emerald-200">
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-300" />
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text field of the account screen. */
export function AccountField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: string } & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <Field id={id} label={label} hint={hint}>
      {(control) => <Input {...control} {...input} />}
    </Field>
  );
}
