import { useState } from 'react';
import { notify } from '@/lib/notify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RadioList } from '@/components/ui/radio-list';
import { useGrantAlbumAccess } from '@/features/photos/api/grant-album-access';
import {
  DEFAULT_SHARE_EXPIRY,
  grantBodyFor,
  SHARE_EXPIRY_CHOICES,
  type ShareExpiryId,
} from '@/features/photos/lib/private-album';

const EXPIRY_OPTIONS = SHARE_EXPIRY_CHOICES.map(({ id, label }) => ({ value: id, label }));

interface ShareAlbumDialogProps {
  userId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Lets another member see my private album, for a while or until I stop sharing it. */
export function ShareAlbumDialog({ userId, name, open, onOpenChange }: ShareAlbumDialogProps) {
  const grant = useGrantAlbumAccess();
  const [expiry, setExpiry] = useState<ShareExpiryId>(DEFAULT_SHARE_EXPIRY);

  function onConfirm() {
    grant.mutate(grantBodyFor(userId, expiry), {
      onSuccess: () => {
        onOpenChange(false);
        setExpiry(DEFAULT_SHARE_EXPIRY);
        notify((toast) => toast.success(`${name} can now see your private album`));
      },
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share your private album"
      description={`${name} will see your private photos until the time runs out or you stop sharing.`}
      confirmLabel="Share"
      pending={grant.isPending}
      onConfirm={onConfirm}
    >
      <RadioList
        legend="Share for"
        name="share-expiry"
        options={EXPIRY_OPTIONS}
        value={expiry}
        onChange={setExpiry}
      />
    </ConfirmDialog>
  );
}
