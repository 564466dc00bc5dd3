import { Bot, Mic, Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';

const QUICK_IDEAS = ['Fix up my bio', "Who's hot nearby?", 'Write me an opener'];

interface AssistantSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Opened by the global 'blaze:assistant:open' event (double press on the flame; the app layout
 * listens). The chat itself arrives with the assistant feature; this sheet greets and says what
 * it will do.
 */
export function AssistantSheet({ open, onOpenChange }: AssistantSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom">
        <SheetHeader>
          <div className="flex items-center gap-2">
            <SheetTitle>Assistant</SheetTitle>
            <Badge variant="accent">HOTTIE</Badge>
          </div>
          <SheetDescription>Your wingman for profiles, matches and messages.</SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-4 px-5 pb-6">
          <div className="flex items-start gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent/20 text-accent">
              <Bot aria-hidden className="size-5" />
            </span>
            <p className="rounded-2xl rounded-tl-sm bg-zinc-800 px-4 py-3 text-sm leading-relaxed text-zinc-100">
              G'day legend! I'm your Blaze wingman. Soon I'll polish your profile, find blokes
              you'll click with and help you break the ice — by chat or by voice.
            </p>
          </div>
          <ul aria-label="Things you'll be able to ask" className="flex flex-wrap gap-2 pl-12">
            {QUICK_IDEAS.map((idea) => (
              <li
                key={idea}
                className="flex items-center gap-1.5 rounded-full border border-zinc-700 px-3 py-1.5 text-xs font-medium text-zinc-300"
              >
                <Sparkles aria-hidden className="size-3.5 text-accent" />
                {idea}
              </li>
            ))}
          </ul>
          <p
            role="status"
            className="flex items-center gap-2 rounded-xl bg-zinc-950/60 px-3.5 py-3 text-xs text-zinc-400"
          >
            <Mic aria-hidden className="size-4 shrink-0" />
            Chat and voice are arriving soon. Double-press the flame any time to come back.
          </p>
        </div>
      </SheetContent>
    </Sheet>
  );
}
