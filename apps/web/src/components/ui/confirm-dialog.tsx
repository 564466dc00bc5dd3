import type { FormEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Fields asked for before confirming, between the description and the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonProps['variant'];
  confirmDisabled?: boolean;
  /** Shows the confirm button busy while the request runs. */
  pending?: boolean;
  onConfirm: () => void;
}

/** A dialog that asks one question, with Cancel and a confirm button (Enter confirms too). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  confirmVariant,
  confirmDisabled,
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onConfirm();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" size="lg">
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={confirmVariant}
              size="lg"
              disabled={confirmDisabled}
              loading={pending}
            >
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
