import { useId, type ReactNode } from 'react';
import { PROFILE_COMPLETE_PERCENT } from '@blaze/contracts/constants';
import { Badge } from '@/components/ui/badge';
import { ProgressBar } from '@/components/ui/progress-bar';

/** 'Profile n% complete' with its badge and bar (complete from 70 %, spec section 9), and what follows. */
export function CompletionCard({ percent, children }: { percent: number; children?: ReactNode }) {
  const id = useId();
  const completion = Math.max(0, Math.min(100, percent));
  const complete = completion >= PROFILE_COMPLETE_PERCENT;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-zinc-800 bg-zinc-900/40 p-4">
      <div className="flex items-center justify-between">
        <h2 id={id} className="text-sm font-semibold text-zinc-100">
          Profile {completion}% complete
        </h2>
        <Badge variant={complete ? 'success' : 'warning'}>
          {complete ? 'Looking good' : 'Add more'}
        </Badge>
      </div>
      <ProgressBar aria-labelledby={id} percent={completion} className="mt-3" />
      {children}
    </section>
  );
}
