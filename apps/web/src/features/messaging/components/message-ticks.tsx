import { AlertCircle, Check, CheckCheck, Clock3 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useOnline } from '@/hooks/use-online';
import type { Delivery } from '@/features/messaging/components/chat-timeline';

const LABEL: Record<Delivery, string> = {
  sending: 'Sending',
  failed: 'Not sent',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
};

/**
 * Clock while sending, one tick sent, two ticks delivered, two bright ticks read (white on the
 * brand bubble, sky blue on the dark strip over a photo).
 */
export function MessageTicks({
  delivery,
  onPhoto = false,
}: {
  delivery: Delivery;
  onPhoto?: boolean;
}) {
  const online = useOnline();
  // Offline, a message on its way waits in the outbox for the network (decision 037).
  const label =
    delivery === 'sending' && !online ? 'Sending, waiting for connection' : LABEL[delivery];
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
      aria-label={label}
      title={label}
      data-delivery={delivery}
      className={cn(
        'inline-flex shrink-0',
        delivery === 'read'
          ? onPhoto
            ? 'text-sky-300'
            : 'text-white drop-shadow-[0_0_1px_rgba(0,0,0,0.45)]'
          : 'text-current opacity-70',
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
