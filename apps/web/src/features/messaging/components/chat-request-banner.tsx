import { MessageSquareDashed } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface ChatRequestBannerProps {
  name: string;
  accepting: boolean;
  onAccept: () => void;
  onBlock: () => void;
}

/** A message request: he is not in my inbox until I accept. */
export function ChatRequestBanner({ name, accepting, onAccept, onBlock }: ChatRequestBannerProps) {
  return (
    <section
      aria-label="Message request"
      className="mx-3 mt-3 flex flex-col gap-3 rounded-2xl border border-zinc-800 bg-zinc-900 p-4"
    >
      <div className="flex items-start gap-3">
        <MessageSquareDashed aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-text" />
        <div className="flex flex-col gap-0.5">
          <p className="font-semibold text-zinc-50">{name} wants to chat</p>
          <p className="text-sm text-zinc-400">
            Accept to move this chat to your inbox. Block if you don't want to hear from him.
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onBlock}>
          Block
        </Button>
        <Button onClick={onAccept} loading={accepting}>
          Accept
        </Button>
      </div>
    </section>
  );
}
