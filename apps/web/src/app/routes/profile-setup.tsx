import { ProfilePhotoDialog } from '@/features/photos/components/profile-photo-dialog';
import { ProfileSetupScreen } from '@/features/profiles/components/profile-setup-screen';

/** /profile-setup: the steps left to a complete profile, each one tap from where it is done. */
export default function ProfileSetupRoute() {
  return <ProfileSetupScreen photoDialog={(props) => <ProfilePhotoDialog {...props} />} />;
}
