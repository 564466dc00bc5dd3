import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useOpenConversation } from '@/features/messaging/api/open-conversation';
import { FavouriteButton } from '@/features/discovery/components/favourite-button';
import { AlbumShareMenuItem } from '@/features/photos/components/album-share-menu-item';
import { MemberPrivateAlbum } from '@/features/photos/components/member-private-album';
import { ShareAlbumDialog } from '@/features/photos/components/share-album-dialog';
import { MemberProfileScreen } from '@/features/profiles/components/member-profile-screen';

/** /app/profile/:userId and /app/user/:userId: another member's card, read-only. */
export default function MemberProfileRoute() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const conversation = useOpenConversation();
  const [sharing, setSharing] = useState(false);
  return (
    <MemberProfileScreen
      userId={userId}
      message={{
        start: (id) =>
          conversation.mutate(
            { userId: id },
            { onSuccess: ({ id: chatId }) => void navigate(paths.chat.to(chatId)) },
          ),
        pending: conversation.isPending,
      }}
      favouriteButton={(props) => <FavouriteButton {...props} />}
      menuItems={(props) => <AlbumShareMenuItem {...props} onShare={() => setSharing(true)} />}
      below={(props) => (
        <>
          <MemberPrivateAlbum {...props} />
          <ShareAlbumDialog {...props} open={sharing} onOpenChange={setSharing} />
        </>
      )}
    />
  );
}
