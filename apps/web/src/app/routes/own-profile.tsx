import { ProfilePhotoDialog } from '@/features/photos/components/profile-photo-dialog';
import { OwnProfileScreen } from '@/features/profiles/components/own-profile-screen';
import { VerificationLink } from '@/features/verification/components/verification-link';

/** /app/profile: the member's own card as others see it, with the way to edit it. */
export default function OwnProfileRoute() {
  return (
    <OwnProfileScreen
      photoDialog={(props) => <ProfilePhotoDialog {...props} />}
      verification={<VerificationLink />}
    />
  );
}
