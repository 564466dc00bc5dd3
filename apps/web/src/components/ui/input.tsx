import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const fieldClasses =
  'w-full min-w-0 rounded-xl border border-zinc-800 bg-zinc-900 px-3.5 text-base text-zinc-50 transition-colors placeholder:text-zinc-500 hover:border-zinc-700 focus-visible:border-brand-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-text/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-400 aria-invalid:focus-visible:ring-red-400/30';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-12', className)} {...props} />;
}
