import { ReportReasonDialog } from '@/components/report-reason-dialog';
import { useReportMember } from '@/features/profiles/api/report-member';

interface ReportDialogProps {
  userId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ReportDialog({ userId, name, open, onOpenChange }: ReportDialogProps) {
  const report = useReportMember(userId);
  return (
    <ReportReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Report ${name}`}
      description="Tell us what is wrong. He won't know who reported him."
      pending={report.isPending}
      error={report.isError ? report.error.message : null}
      onSubmit={(body) => report.mutateAsync(body)}
    />
  );
}
