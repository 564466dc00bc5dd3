import { cn } from '@/lib/cn';

type Labelled = { 'aria-label': string } | { 'aria-labelledby': string };

/** A thin brand bar from 0 to 100 %, announced as a progressbar under its label. */
export function ProgressBar({
  percent,
  className,
  ...labelled
}: { percent: number; className?: string } & Labelled) {
  const value = Math.round(Math.max(0, Math.min(100, percent)));
  return (
    <div
      role="progressbar"
      {...labelled}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn('h-2 overflow-hidden rounded-full bg-zinc-800', className)}
    >
      <div
        className="h-full rounded-full bg-brand transition-[width] duration-300"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
