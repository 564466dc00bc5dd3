import { useId, useState } from 'react';
import type { ReportBody } from '@blaze/contracts/member-profile';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '@blaze/contracts/report-reasons';
import { notify } from '@/lib/notify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { RadioList } from '@/components/ui/radio-list';
import { Textarea } from '@/components/ui/textarea';

type Reason = ReportBody['reason'];
const REASON_OPTIONS = REPORT_REASONS.map((value) => ({
  value,
  label: REPORT_REASON_LABELS[value],
}));

interface ReportReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  pending: boolean;
  /** The server's refusal, in words; shown under the fields. */
  error?: string | null;
  /** Sends the report; the dialog closes, resets and thanks the member when it resolves. */
  onSubmit: (body: ReportBody) => Promise<unknown>;
}

/** The one report form (a reason, optional details) for members, messages and chats. */
export function ReportReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  pending,
  error,
  onSubmit,
}: ReportReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState<Reason | null>(null);
  const [details, setDetails] = useState('');

  function onConfirm() {
    if (!reason) return;
    const text = details.trim();
    onSubmit(text ? { reason, details: text } : { reason })
      .then(() => {
        onOpenChange(false);
        setReason(null);
        setDetails('');
        notify((toast) =>
          toast.success('Report sent', {
            description: 'Our safety team reviews reports within 24 hours',
          }),
        );
      })
      .catch(() => undefined);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel="Send report"
      confirmDisabled={!reason}
      pending={pending}
      onConfirm={onConfirm}
    >
      <RadioList
        legend="Reason"
        name={`${id}-reason`}
        options={REASON_OPTIONS}
        value={reason}
        onChange={setReason}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-details`}>Details (optional)</Label>
        <Textarea
          id={`${id}-details`}
          maxLength={1000}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          placeholder="What happened?"
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
