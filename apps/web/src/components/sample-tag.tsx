import { cn } from '@/lib/cn';

/** The label on demo content (decision 038): the API marks it `sample: true`, only in demo mode. */
export function SampleTag({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-md border border-sky-400/30 bg-sky-400/15 px-1.5 py-px text-[10px] font-bold tracking-wider text-sky-200 uppercase',
        className,
      )}
      title="Sample data: part of the demo community"
    >
      Sample
    </span>
  );
}
