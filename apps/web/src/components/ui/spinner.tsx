import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SpinnerProps {
  className?: string;
  /** Read out to screen readers; leave empty when visible text already says what is loading. */
  label?: string;
}

/**
 * The box turns, not the SVG inside it: Chromium runs an HTML element's transform animation on the
 * compositor, while an SVG element that turns is painted again on the main thread every frame, and
 * a spinner shows exactly when the main thread has the most to do (issue 29).
 */
export function Spinner({ className, label }: SpinnerProps) {
  return (
    <>
      <span aria-hidden className={cn('flex size-5 shrink-0 animate-spin', className)}>
        <LoaderCircle className="size-full" />
      </span>
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}
