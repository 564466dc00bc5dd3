import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { BuilderWizard } from '@/features/builder/components/builder-wizard';

interface BuilderSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The profile builder as a bottom sheet (from the account menu, and after sign-up). */
export function BuilderSheet({ open, onOpenChange }: BuilderSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" className="h-[92dvh] max-h-[92dvh]">
        <SheetDescription className="sr-only">
          Answer a few questions and Blaze writes your profile with you.
        </SheetDescription>
        {open ? (
          <BuilderWizard
            onDone={() => onOpenChange(false)}
            renderTitle={(title) => <SheetTitle>{title}</SheetTitle>}
          />
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
