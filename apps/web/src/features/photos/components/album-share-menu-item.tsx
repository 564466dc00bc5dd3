import { Lock, LockOpen } from 'lucide-react';
import { notify } from '@/lib/notify';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useAlbumGrants } from '@/features/photos/api/get-album-grants';
import { useRevokeGrant } from '@/features/photos/api/revoke-grant';
import { activeGrantFor } from '@/features/photos/lib/private-album';

interface AlbumShareMenuItemProps {
  userId: string;
  name: string;
  /** Opens the share dialog (it lives outside the menu, which unmounts on select). */
  onShare: () => void;
}

/** 'Share private album', or 'Stop sharing private album' when the member can already see it. */
export function AlbumShareMenuItem({ userId, name, onShare }: AlbumShareMenuItemProps) {
  const grants = useAlbumGrants();
  const revoke = useRevokeGrant();
  const shared = grants.data ? activeGrantFor(grants.data, userId) !== null : false;

  if (shared) {
    return (
      <DropdownMenuItem
        onSelect={() =>
          // mutateAsync, not mutate's callbacks: the menu item unmounts as the menu closes.
          // A failure is already reported by the query client's error toast.
          revoke
            .mutateAsync(userId)
            .then(() =>
              notify((toast) => toast.success(`${name} can no longer see your private album`)),
            )
            .catch(() => undefined)
        }
      >
        <Lock aria-hidden />
        Stop sharing private album
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem disabled={grants.isPending} onSelect={onShare}>
      <LockOpen aria-hidden />
      Share private album
    </DropdownMenuItem>
  );
}
