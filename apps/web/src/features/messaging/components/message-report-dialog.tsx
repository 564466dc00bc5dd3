import { useState } from 'react';
import { REPORT_REASONS } from '@blaze/contracts/member-profile';
import type { MessageReportBody } from '@blaze/contracts/messaging';
import { humanise } from '@/lib/humanise';
import { notify } from '@/lib/notify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { RadioList } from '@/components/ui/radio-list';
import { Textarea } from '@/components/ui/textarea';
import { useReportMessage } from '@/features/messaging/api/report-message';

type Reason = MessageReportBody['reason'];
const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: humanise(value) }));

interface MessageReportDialogProps {
  conversationId: string;
  /** The message reported; null reports the whole conversation. */
  messageId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function MessageReportDialog({
  conversationId,
  messageId,
  open,
  onOpenChange,
}: MessageReportDialogProps) {
  const report = useReportMessage(conversationId);
  const [reason, setReason] = useState<Reason | null>(null);
  const [details, setDetails] = useState('');

  function onConfirm() {
    if (!reason) return;
    const body: MessageReportBody = { reason };
    if (details.trim()) body.details = details.trim();
    if (messageId) body.messageId = messageId;
    report.mutate(body, {
      onSuccess: () => {
        onOpenChange(false);
        setReason(null);
        setDetails('');
        notify((toast) =>
          toast.success('Report sent', {
            description: 'Our safety team reviews reports within 24 hours',
          }),
        );
      },
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={messageId ? 'Report this message' : 'Report this chat'}
      description="Tell us what is wrong. He won't know who reported him."
      confirmLabel="Send report"
      confirmDisabled={!reason}
      pending={report.isPending}
      onConfirm={onConfirm}
    >
      <RadioList
        legend="Reason"
        name="message-report-reason"
        options={REASON_OPTIONS}
        value={reason}
        onChange={setReason}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor="message-report-details">Details (optional)</Label>
        <Textarea
          id="message-report-details"
          maxLength={1000}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          placeholder="What happened?"
        />
      </div>
    </ConfirmDialog>
  );
}
