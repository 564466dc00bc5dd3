import { useState } from 'react';
import { AlbumShareMenuItem } from '@/features/photos/components/album-share-menu-item';
import { MemberPrivateAlbum } from '@/features/photos/components/member-private-album';
import { ShareAlbumDialog } from '@/features/photos/components/share-album-dialog';

interface Member {
  userId: string;
  name: string;
}

/**
 * The private album on another member's profile: the share item of his '...' menu, his album as far
 * as he shared it with me, and the share dialog (outside the menu, which unmounts on select).
 */
export function usePrivateAlbumSlots() {
  const [sharing, setSharing] = useState(false);
  return {
    menuItems: (props: Member) => (
      <AlbumShareMenuItem {...props} onShare={() => setSharing(true)} />
    ),
    below: (props: Member) => (
      <>
        <MemberPrivateAlbum {...props} />
        <ShareAlbumDialog {...props} open={sharing} onOpenChange={setSharing} />
      </>
    ),
  };
}
