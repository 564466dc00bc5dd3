import { useState } from 'react';
import { REPORT_REASONS, type ReportBody } from '@blaze/contracts/member-profile';
import { humanise } from '@/lib/humanise';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { RadioList } from '@/components/ui/radio-list';
import { Textarea } from '@/components/ui/textarea';
import { useReportMember } from '@/features/profiles/api/report-member';
import { notify } from '@/lib/notify';

type Reason = ReportBody['reason'];

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: humanise(value) }));

interface ReportDialogProps {
  userId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ReportDialog({ userId, name, open, onOpenChange }: ReportDialogProps) {
  const report = useReportMember(userId);
  const [reason, setReason] = useState<Reason | null>(null);
  const [details, setDetails] = useState('');

  function onConfirm() {
    if (!reason) return;
    const body: ReportBody = details.trim() ? { reason, details: details.trim() } : { reason };
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
      title={`Report ${name}`}
      description="Tell us what is wrong. He won't know who reported him."
      confirmLabel="Send report"
      confirmDisabled={!reason}
      pending={report.isPending}
      onConfirm={onConfirm}
    >
      <RadioList
        legend="Reason"
        name="report-reason"
        options={REASON_OPTIONS}
        value={reason}
        onChange={setReason}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor="report-details">Details (optional)</Label>
        <Textarea
          id="report-details"
          maxLength={1000}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          placeholder="What happened?"
        />
      </div>
      {report.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {report.error.message}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
