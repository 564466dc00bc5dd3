import { ReportReasonDialog } from '@/components/report-reason-dialog';
import { useReportMessage } from '@/features/messaging/api/report-message';

interface ReportConversationDialogProps {
  conversationId: string;
  isGroup: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Reports the whole conversation to the safety team. */
export function ReportConversationDialog({
  conversationId,
  isGroup,
  open,
  onOpenChange,
}: ReportConversationDialogProps) {
  const report = useReportMessage(conversationId);
  return (
    <ReportReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isGroup ? 'Report this group' : 'Report this chat'}
      description={
        isGroup
          ? 'Our safety team reads the recent messages. No one in the group will know who reported it.'
          : "Our safety team reads the recent messages. He won't know who reported him."
      }
      pending={report.isPending}
      error={report.isError ? report.error.message : null}
      onSubmit={(body) => report.mutateAsync(body)}
    />
  );
}
