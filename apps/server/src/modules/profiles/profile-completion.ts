import { profileCompletion as completionOf } from '@blaze/contracts/profile-completion';
import type { ProfileRow } from '../../db/schema.ts';

/** profile_completion_percentage of a stored profile, by the checklist the setup page shows. */
export function profileCompletion(p: ProfileRow): number {
  return completionOf({
    displayName: p.displayName,
    bio: p.bio,
    age: p.age,
    city: p.city,
    bodyType: p.bodyType,
    height: p.height,
    intent: p.intent,
    sexualPosition: p.sexualPosition,
    lookingFor: p.lookingFor,
    hasProfilePhoto: p.avatarPhotoId !== null,
    publicPhotoCount: p.photoIds.length,
  });
}
