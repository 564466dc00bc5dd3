import type { MeResponse } from '@blaze/contracts/me';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { AccountMenu } from '@/features/shell/components/account-menu';

interface AccountMenuSheetProps {
  me: MeResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The slide-in account menu, from the right, 80 units wide and at most 85% of the screen. */
export function AccountMenuSheet({ me, open, onOpenChange }: AccountMenuSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="overflow-y-auto">
        <div className="px-5 pt-4 pb-3 pr-14">
          <SheetTitle>Account menu</SheetTitle>
          <SheetDescription className="sr-only">
            Your profile, add-ons, settings and sign out.
          </SheetDescription>
        </div>
        <AccountMenu me={me} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
