import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Label } from '@/components/ui/label';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  /** Shown under the control while there is no error. */
  hint?: ReactNode;
  error?: string;
  /** Shown after the label, e.g. '(optional)'. */
  labelNote?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control, and its hint or error, wired together for screen readers. */
export function Field({ id, label, hint, error, labelNote, className, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {labelNote ? <span className="ml-1 font-normal text-zinc-400">{labelNote}</span> : null}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-red-300">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs leading-relaxed text-zinc-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
