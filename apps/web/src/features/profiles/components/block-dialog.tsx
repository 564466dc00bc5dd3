import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
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
import { useBlockMember } from '@/features/profiles/api/block-member';
import { notify } from '@/lib/notify';

interface BlockDialogProps {
  userId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Confirms a block; afterwards the member is back on the dashboard. */
export function BlockDialog({ userId, name, open, onOpenChange }: BlockDialogProps) {
  const navigate = useNavigate();
  const block = useBlockMember();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Block {name}?</DialogTitle>
          <DialogDescription>
            You won&apos;t see each other anywhere on Blaze, and he can&apos;t message you. You can
            unblock him in Settings.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" size="lg">
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            size="lg"
            loading={block.isPending}
            onClick={() =>
              block.mutate(userId, {
                onSuccess: () => {
                  onOpenChange(false);
                  notify((toast) =>
                    toast.success(`${name} is blocked`, {
                      description: 'You can unblock him in Settings.',
                    }),
                  );
                  void navigate(paths.dashboard.to(), { replace: true });
                },
              })
            }
          >
            Block
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
