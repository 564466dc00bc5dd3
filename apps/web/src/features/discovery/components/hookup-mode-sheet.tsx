import { BarChart3, Grid3x3, GalleryVerticalEnd, Map, Zap, type LucideIcon } from 'lucide-react';
import type { HookupMode } from '@blaze/contracts/discovery';
import { cn } from '@/lib/cn';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';

export const HOOKUP_MODE_INFO: Record<
  HookupMode,
  { label: string; hint: string; icon: LucideIcon }
> = {
  grid: { label: 'Grid', hint: 'Everyone around, closest first', icon: Grid3x3 },
  quick: { label: 'Quick', hint: "Who's available now first, then who's online", icon: Zap },
  swipe: { label: 'Swipe', hint: 'One at a time: like or pass', icon: GalleryVerticalEnd },
  map: { label: 'Map', hint: 'Roughly where guys are', icon: Map },
  stats: { label: 'Stats', hint: "Who's around, in numbers", icon: BarChart3 },
};

const ORDER: readonly HookupMode[] = ['grid', 'quick', 'swipe', 'map', 'stats'];

/** spec section 2: the hookup mode picker. Choosing a mode navigates to it. */
export function HookupModeSheet({
  open,
  onOpenChange,
  current,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: HookupMode;
  onChoose: (mode: HookupMode) => void;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom">
        <SheetHeader>
          <SheetTitle>How do you want to look?</SheetTitle>
          <SheetDescription>Pick a mode. You can switch any time.</SheetDescription>
        </SheetHeader>
        <ul className="flex flex-col gap-1.5 px-3 pb-5">
          {ORDER.map((mode) => {
            const { label, hint, icon: Icon } = HOOKUP_MODE_INFO[mode];
            const selected = mode === current;
            return (
              <li key={mode}>
                <button
                  type="button"
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onChoose(mode)}
                  className={cn(
                    'flex w-full cursor-pointer items-center gap-3 rounded-2xl px-3 py-3 text-left transition-colors',
                    selected ? 'bg-brand/15 ring-1 ring-brand/40' : 'hover:bg-zinc-800/70',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-10 shrink-0 items-center justify-center rounded-xl',
                      selected ? 'bg-brand text-white' : 'bg-zinc-800 text-zinc-200',
                    )}
                  >
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <span className="flex flex-col">
                    <span className="text-[15px] font-semibold text-zinc-50">{label}</span>
                    <span className="text-sm text-zinc-400">{hint}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </SheetContent>
    </Sheet>
  );
}
