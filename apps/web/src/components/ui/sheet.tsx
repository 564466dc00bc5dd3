import type { ComponentProps } from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { buttonVariants } from '@/components/ui/button';

/** A panel that slides in from an edge: the account menu (right) and the site switcher (bottom). */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sheetVariants = cva(
  'fixed z-50 flex flex-col gap-0 bg-zinc-950 text-zinc-100 shadow-2xl outline-none',
  {
    variants: {
      side: {
        right:
          'inset-y-0 right-0 h-dvh w-80 max-w-[85vw] border-l border-zinc-800 pt-safe pb-safe data-[state=closed]:animate-sheet-out-right data-[state=open]:animate-sheet-in-right',
        left: 'inset-y-0 left-0 h-dvh w-80 max-w-[85vw] border-r border-zinc-800 pt-safe pb-safe data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left',
        bottom:
          'inset-x-0 bottom-0 mx-auto max-h-[85dvh] w-full max-w-xl rounded-t-3xl border-t border-zinc-800 bg-zinc-900 pb-safe data-[state=closed]:animate-sheet-out-bottom data-[state=open]:animate-sheet-in-bottom',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

export function SheetContent({
  className,
  children,
  side,
  hideClose = false,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants> & { hideClose?: boolean }) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <SheetPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {side === 'bottom' ? (
          <div
            aria-hidden
            className="mx-auto mt-2.5 h-1.5 w-10 shrink-0 rounded-full bg-zinc-700"
          />
        ) : null}
        {children}
        {hideClose ? null : (
          <SheetPrimitive.Close
            aria-label="Close"
            className={cn(
              buttonVariants({ variant: 'quiet', size: 'round' }),
              'absolute right-2 text-zinc-400 hover:text-zinc-100',
              side === 'bottom' ? 'top-3' : 'top-[calc(env(safe-area-inset-top)+0.5rem)]',
            )}
          >
            <X aria-hidden className="size-5" />
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 px-5 pt-4 pb-3 pr-14', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title className={cn('text-lg font-bold text-zinc-50', className)} {...props} />
  );
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description className={cn('text-sm text-zinc-400', className)} {...props} />
  );
}
