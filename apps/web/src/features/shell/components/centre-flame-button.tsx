import { useNavigate } from 'react-router';
import { GESTURES } from '@blaze/contracts/constants';
import { paths } from '@/config/paths';
import { openAssistant } from '@/lib/assistant-events';
import { usePressGestures } from '@/hooks/use-press-gestures';
import { FlameMark } from '@/components/brand-logo';

/**
 * spec section 2: press goes to the dashboard, double press (250 ms window) opens the assistant,
 * long press (520 ms) opens the site switcher. Shift+F10 or the context-menu key also opens it.
 */
export function CentreFlameButton({ onLongPress }: { onLongPress: () => void }) {
  const navigate = useNavigate();
  const handlers = usePressGestures({
    onPress: () => void navigate(paths.dashboard.to()),
    onDoublePress: openAssistant,
    onLongPress,
    doublePressMs: GESTURES.centreDoublePressMs,
    longPressMs: GESTURES.centreLongPressMs,
  });

  return (
    <button
      type="button"
      aria-label="Blaze"
      aria-haspopup="dialog"
      aria-describedby="centre-flame-hint"
      className="group relative -mt-7 flex size-16 shrink-0 max-[359px]:size-14 cursor-pointer touch-manipulation items-center justify-center rounded-full bg-zinc-950 p-1.5 select-none [-webkit-touch-callout:none]"
      {...handlers}
    >
      <span className="flex size-full items-center justify-center rounded-full bg-linear-to-br from-brand to-[#ff8a3d] shadow-lg shadow-brand/40 transition-transform group-active:scale-90 stealth:from-zinc-700 stealth:to-zinc-800 stealth:shadow-none">
        <FlameMark solid className="size-8 text-white" />
      </span>
      <span id="centre-flame-hint" className="sr-only">
        Press for your dashboard, press twice for the assistant, hold to switch site.
      </span>
    </button>
  );
}
