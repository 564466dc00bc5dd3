import { useState, type FormEvent } from 'react';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
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
import { useGrantAlbumAccess } from '@/features/photos/api/grant-album-access';
import {
  DEFAULT_SHARE_EXPIRY,
  grantBodyFor,
  SHARE_EXPIRY_CHOICES,
  type ShareExpiryId,
} from '@/features/photos/lib/private-album';

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

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    grant.mutate(grantBodyFor(userId, expiry), {
      onSuccess: () => {
        onOpenChange(false);
        setExpiry(DEFAULT_SHARE_EXPIRY);
        notify((toast) => toast.success(`${name} can now see your private album`));
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share your private album</DialogTitle>
          <DialogDescription>
            {name} will see your private photos until the time runs out or you stop sharing.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-2 text-sm font-semibold text-zinc-100">Share for</legend>
            {SHARE_EXPIRY_CHOICES.map((choice) => (
              <label
                key={choice.id}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-[15px] text-zinc-100 hover:bg-zinc-800/70',
                  expiry === choice.id && 'bg-zinc-800',
                )}
              >
                <input
                  type="radio"
                  name="share-expiry"
                  value={choice.id}
                  checked={expiry === choice.id}
                  onChange={() => setExpiry(choice.id)}
                  className="size-4 accent-brand"
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" size="lg">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" size="lg" loading={grant.isPending}>
              Share
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
