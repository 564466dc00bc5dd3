import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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

  function onConfirm() {
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
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Block ${name}?`}
      description="You won't see each other anywhere on Blaze, and he can't message you. You can unblock him in Settings."
      confirmLabel="Block"
      confirmVariant="destructive"
      pending={block.isPending}
      onConfirm={onConfirm}
    />
  );
}
