import {
  BriefcaseBusiness,
  ExternalLink,
  Flame,
  MessagesSquare,
  Plane,
  ShieldCheck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { SISTER_SITES, type SisterSite } from '@blaze/contracts/sites';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';

const SITE_ICONS: Record<SisterSite['id'], LucideIcon> = {
  main: Flame,
  escorts: ShieldCheck,
  travel: Plane,
  money: Wallet,
  chat: MessagesSquare,
  agency: BriefcaseBusiness,
};

interface SiteSwitcherSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The 'Switch site' bottom sheet behind a long press on the centre flame. */
export function SiteSwitcherSheet({ open, onOpenChange }: SiteSwitcherSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom">
        <SheetHeader>
          <SheetTitle>Switch site</SheetTitle>
          <SheetDescription>
            Jump to another part of the Blaze family. Opens in a new tab.
          </SheetDescription>
        </SheetHeader>
        <ul className="grid grid-cols-2 gap-2.5 overflow-y-auto px-4 pt-1 pb-5">
          {SISTER_SITES.map((site) => {
            const Icon = SITE_ICONS[site.id];
            return (
              <li key={site.id}>
                <a
                  href={site.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => onOpenChange(false)}
                  className="group flex h-full min-h-24 flex-col gap-2 rounded-2xl border border-zinc-800 bg-zinc-950/60 p-3.5 transition-colors hover:border-zinc-700 hover:bg-zinc-800/60"
                >
                  <span className="flex items-center justify-between">
                    <span className="flex size-9 items-center justify-center rounded-xl bg-brand/15 text-brand-text">
                      <Icon aria-hidden className="size-5" />
                    </span>
                    <ExternalLink
                      aria-hidden
                      className="size-4 text-zinc-500 transition-colors group-hover:text-zinc-300"
                    />
                  </span>
                  <span className="text-sm font-semibold text-zinc-50">{site.label}</span>
                  <span className="text-xs leading-snug text-zinc-400">{site.description}</span>
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            );
          })}
        </ul>
      </SheetContent>
    </Sheet>
  );
}
