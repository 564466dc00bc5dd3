import { AlertCircle, Check, CheckCheck, Clock3 } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { Delivery } from '@/features/messaging/components/chat-timeline';

const LABEL: Record<Delivery, string> = {
  sending: 'Sending',
  failed: 'Not sent',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
};

/** Clock while sending, one tick sent, two ticks delivered, two coloured ticks read. */
export function MessageTicks({ delivery }: { delivery: Delivery }) {
  const Icon =
    delivery === 'sending'
      ? Clock3
      : delivery === 'failed'
        ? AlertCircle
        : delivery === 'sent'
          ? Check
          : CheckCheck;
  return (
    <span
      role="img"
      aria-label={LABEL[delivery]}
      title={LABEL[delivery]}
      data-delivery={delivery}
      className={cn(
        'inline-flex shrink-0',
        delivery === 'read' ? 'text-cyan-200' : 'text-current opacity-75',
        delivery === 'failed' && 'text-red-200 opacity-100',
      )}
    >
      <Icon
        aria-hidden
        className={cn('size-3.5', delivery === 'sending' && 'size-3')}
        strokeWidth={2.5}
      />
    </span>
  );
}
