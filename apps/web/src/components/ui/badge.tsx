import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] leading-4 font-bold tracking-wide whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        brand: 'bg-brand text-brand-foreground',
        secondary: 'bg-zinc-800 text-zinc-200',
        outline: 'border border-zinc-700 text-zinc-300',
        success: 'bg-emerald-400/15 text-emerald-300',
        accent: 'bg-accent/15 text-accent',
        warning: 'bg-amber-400/15 text-amber-300',
      },
    },
    defaultVariants: { variant: 'brand' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
