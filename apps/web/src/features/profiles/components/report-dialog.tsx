import { useState, type FormEvent } from 'react';
import { REPORT_REASONS, type ReportBody } from '@blaze/contracts/member-profile';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useReportMember } from '@/features/profiles/api/report-member';
import { humanise } from '@/features/profiles/lib/carousel';
import { notify } from '@/lib/notify';

type Reason = ReportBody['reason'];

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

  function onSubmit(event: FormEvent) {
    event.preventDefault();
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report {name}</DialogTitle>
          <DialogDescription>
            Tell us what is wrong. He won&apos;t know who reported him.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-2 text-sm font-semibold text-zinc-100">Reason</legend>
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-[15px] text-zinc-100 hover:bg-zinc-800/70',
                  reason === value && 'bg-zinc-800',
                )}
              >
                <input
                  type="radio"
                  name="report-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-brand"
                />
                {humanise(value)}
              </label>
            ))}
          </fieldset>
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
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" size="lg">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" size="lg" disabled={!reason} loading={report.isPending}>
              Send report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
