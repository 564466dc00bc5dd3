import { EyeOff } from 'lucide-react';
import { setStealthMode, useStealthMode } from '@/lib/flags';
import { Switch } from '@/components/ui/switch';

/** spec section 4: stealth mode swaps the accent for a discreet grey, and remembers it. */
export function StealthToggle() {
  const stealth = useStealthMode();
  return (
    <div className="flex min-h-11 items-center justify-between gap-3">
      <label htmlFor="stealth-mode" className="flex cursor-pointer items-center gap-3">
        <EyeOff aria-hidden className="size-5 text-zinc-400" />
        <span className="flex flex-col">
          <span className="text-sm font-medium text-zinc-100">Stealth mode</span>
          <span className="text-xs text-zinc-400">Discreet colours for public places</span>
        </span>
      </label>
      <Switch id="stealth-mode" checked={stealth} onCheckedChange={setStealthMode} />
    </div>
  );
}
