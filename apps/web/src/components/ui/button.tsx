import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { Spinner } from '@/components/ui/spinner';

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap transition-[background-color,color,box-shadow,transform] select-none active:scale-[0.98] disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary:
          'bg-brand text-brand-foreground shadow-lg shadow-brand/25 hover:brightness-110 stealth:shadow-none',
        secondary: 'bg-zinc-800 text-zinc-50 hover:bg-zinc-700',
        outline: 'border border-zinc-700 bg-transparent text-zinc-100 hover:bg-zinc-900',
        ghost: 'bg-transparent text-zinc-200 hover:bg-zinc-800/70 hover:text-zinc-50',
        destructive: 'bg-red-600 text-white hover:bg-red-500',
        accent: 'bg-accent text-zinc-950 hover:brightness-110',
        link: 'h-auto px-0 text-brand-text underline-offset-4 hover:underline active:scale-100',
        /** A bare icon in a bar (back, close, settings): only its hover shows it is a button. */
        quiet: 'bg-transparent text-zinc-300 hover:bg-zinc-800 hover:text-zinc-50',
        /** An icon over a photo: a dark glass disc. */
        overlay: 'bg-black/45 text-white backdrop-blur hover:bg-black/65',
        /** A control floating over a map or a list: a dark glass disc with a hairline ring. */
        floating:
          'bg-zinc-900/90 text-zinc-100 shadow-lg shadow-black/40 ring-1 ring-zinc-800 backdrop-blur hover:bg-zinc-800',
        /** An icon over a small thumbnail: a 28 px dark disc in the middle of the whole touch target. */
        thumb:
          'relative bg-transparent text-white before:absolute before:size-7 before:rounded-full before:bg-black/70 [&_svg]:relative',
      },
      size: {
        sm: 'h-9 px-3 text-sm [&_svg]:size-4',
        md: 'h-11 px-4 text-sm [&_svg]:size-4',
        lg: 'h-12 px-6 text-base [&_svg]:size-5',
        icon: 'size-11 [&_svg]:size-5',
        /** A round 44 px icon button; the icon keeps its own size. */
        round: 'size-11 rounded-full p-0',
      },
      block: { true: 'w-full' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (for example a router Link) with the button's look. */
    asChild?: boolean;
    /** Shows a spinner and blocks presses while an action runs. */
    loading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  block,
  asChild = false,
  loading = false,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, block }), className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
