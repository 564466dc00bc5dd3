import { useId } from 'react';
import { PRODUCT_NAME } from '@blaze/contracts/constants';
import { cn } from '@/lib/cn';

/**
 * The flame mark, filled with the brand accent fading to orange (grey in stealth mode), or with
 * the current text colour when `solid`.
 */
export function FlameMark({ className, solid = false }: { className?: string; solid?: boolean }) {
  const gradientId = useId();
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      className={cn('size-7', !solid && 'stealth:grayscale', className)}
      fill={solid ? 'currentColor' : `url(#${gradientId})`}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="1" x2="0.6" y2="0">
          <stop offset="0%" stopColor="var(--brand)" />
          <stop offset="100%" stopColor="#ff8a3d" />
        </linearGradient>
      </defs>
      <path d="M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5Z" />
    </svg>
  );
}

/** Flame plus the wordmark. */
export function BrandLogo({ className, size = 'md' }: { className?: string; size?: 'md' | 'xl' }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 font-black tracking-tight text-zinc-50',
        size === 'xl' ? 'text-4xl' : 'text-xl',
        className,
      )}
    >
      <FlameMark className={size === 'xl' ? 'size-11' : 'size-7'} />
      {PRODUCT_NAME}
    </span>
  );
}
