import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { onCautionFrame } from '@/lib/caution-events';
import { applyCaution, useChatCautions } from '@/features/signals/api/get-chat-cautions';
import { useDismissCaution } from '@/features/signals/api/dismiss-caution';

/**
 * A calm caution at the top of a chat when the other member tripped a scam rule (decision 030). Only
 * the member on the receiving side ever gets one; each can be dismissed for this chat.
 */
export function ChatCaution({ conversationId }: { conversationId: string }) {
  const queryClient = useQueryClient();
  const cautions = useChatCautions(conversationId);
  const dismiss = useDismissCaution(conversationId);

  // A caution that arrives while the chat is open shows at once.
  useEffect(
    () => onCautionFrame((frame) => applyCaution(queryClient, frame.conversationId, frame.caution)),
    [queryClient],
  );

  const list = cautions.data?.cautions ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label="Safety caution" className="mx-3 mt-3 flex flex-col gap-2">
      {list.map((caution) => (
        <div
          key={caution.rule}
          role="status"
          className="flex items-start gap-3 rounded-2xl border border-amber-500/30 bg-amber-500/10 p-3"
        >
          <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-300" />
          <p className="flex-1 text-sm text-amber-50">{caution.text}</p>
          <Button
            variant="quiet"
            size="icon"
            className="-my-2 -mr-2"
            aria-label="Dismiss this caution"
            onClick={() => dismiss.mutate(caution.rule)}
          >
            <X aria-hidden />
          </Button>
        </div>
      ))}
    </section>
  );
}
