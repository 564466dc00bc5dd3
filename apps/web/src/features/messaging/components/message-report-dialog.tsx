import { ReportReasonDialog } from '@/components/report-reason-dialog';
import { useReportMessage } from '@/features/messaging/api/report-message';

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
  return (
    <ReportReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={messageId ? 'Report this message' : 'Report this chat'}
      description="Tell us what is wrong. He won't know who reported him."
      pending={report.isPending}
      error={report.isError ? report.error.message : null}
      onSubmit={(body) => report.mutateAsync(messageId ? { ...body, messageId } : body)}
    />
  );
}
