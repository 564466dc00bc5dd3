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

// The same words as reporting a member from his profile.
const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: humanise(value) }));

interface ReportConversationDialogProps {
  conversationId: string;
  isGroup: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Reports the whole conversation to the safety team (a refusal shows as a toast). */
export function ReportConversationDialog({
  conversationId,
  isGroup,
  open,
  onOpenChange,
}: ReportConversationDialogProps) {
  const report = useReportMessage(conversationId);
  const [reason, setReason] = useState<Reason | null>(null);
  const [details, setDetails] = useState('');

  function onConfirm() {
    if (!reason) return;
    const text = details.trim();
    report.mutate(text ? { reason, details: text } : { reason }, {
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
      title={isGroup ? 'Report this group' : 'Report this chat'}
      description={
        isGroup
          ? 'Our safety team reads the recent messages. No one in the group will know who reported it.'
          : "Our safety team reads the recent messages. He won't know who reported him."
      }
      confirmLabel="Send report"
      confirmDisabled={!reason}
      pending={report.isPending}
      onConfirm={onConfirm}
    >
      <RadioList
        legend="Reason"
        name="conversation-report-reason"
        options={REASON_OPTIONS}
        value={reason}
        onChange={setReason}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor="conversation-report-details">Details (optional)</Label>
        <Textarea
          id="conversation-report-details"
          maxLength={1000}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          placeholder="What happened?"
        />
      </div>
    </ConfirmDialog>
  );
}
