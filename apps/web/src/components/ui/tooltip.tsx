import type { ComponentProps } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { TOOLTIP_DELAYS } from '@blaze/contracts/constants';
import { cn } from '@/lib/cn';

/**
 * A tooltip that opens after 700 ms (skip delay 300 ms, spec section 9). Each one brings its own
 * provider so the tooltip code loads only with the screens that use it.
 */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_DELAYS.delayMs}
      skipDelayDuration={TOOLTIP_DELAYS.skipDelayMs}
    >
      <TooltipPrimitive.Root {...props} />
    </TooltipPrimitive.Provider>
  );
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-64 animate-fade-in rounded-lg bg-zinc-100 px-2.5 py-1.5 text-xs font-medium text-zinc-900 shadow-lg',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-zinc-100" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
