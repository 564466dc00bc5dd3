import { useParams } from 'react-router';
import { useStartChat } from '@/features/messaging/api/open-conversation';
import { FavouriteButton } from '@/features/discovery/components/favourite-button';
import { usePrivateAlbumSlots } from '@/features/photos/components/private-album-slots';
import { MemberProfileScreen } from '@/features/profiles/components/member-profile-screen';

/** /app/profile/:userId and /app/user/:userId: another member's card, read-only. */
export default function MemberProfileRoute() {
  const { userId = '' } = useParams();
  const privateAlbum = usePrivateAlbumSlots();
  return (
    <MemberProfileScreen
      userId={userId}
      message={useStartChat()}
      favouriteButton={(props) => <FavouriteButton {...props} />}
      menuItems={privateAlbum.menuItems}
      below={privateAlbum.below}
    />
  );
}
