import { useEffect, useState } from 'react';
import { ProgressBar } from '@/components/ui/progress-bar';

/** 'mm:ss' (or 'h:mm:ss') of a number of milliseconds, never below zero. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/**
 * The time left until `endsAt`, ticking every second. `skewMs` is the server's clock minus this
 * device's (from the reply's `serverNow`), so a phone whose clock is off still counts down right.
 * Calls `onEnd` once when it reaches zero.
 */
export function BoostCountdown({
  endsAt,
  skewMs,
  totalMs,
  onEnd,
}: {
  endsAt: string;
  skewMs: number;
  totalMs: number;
  onEnd: () => void;
}) {
  const left = () => Date.parse(endsAt) - (Date.now() + skewMs);
  const [ms, setMs] = useState(left);
  useEffect(() => {
    const tick = () => {
      const next = Date.parse(endsAt) - (Date.now() + skewMs);
      setMs(next);
      if (next <= 0) {
        window.clearInterval(timer);
        onEnd();
      }
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt, skewMs, onEnd]);
  const done = Math.min(1, Math.max(0, 1 - ms / totalMs));
  return (
    <div className="flex flex-col items-center gap-3">
      <p
        className="font-mono text-5xl font-bold text-zinc-50 tabular-nums"
        role="timer"
        aria-label={`Boost time left ${clockText(ms)}`}
      >
        {clockText(ms)}
      </p>
      <ProgressBar aria-label="Boost progress" percent={done * 100} className="w-full" />
    </div>
  );
}
