import { CreatorSettingsCard } from '@/features/creators/components/creator-settings';
import { ExplicitContentToggle } from '@/features/dashboard/components/explicit-content-toggle';
import { LocationChip } from '@/features/discovery/components/location-chip';
import { PurchasesCard } from '@/features/payments/components/purchases-card';
import { BlockedMembersCard } from '@/features/profiles/components/blocked-members';
import { LocationSettings } from '@/features/profiles/components/location-settings';
import { HideServicesCard } from '@/features/services/components/hide-services-card';
import { SettingsScreen } from '@/features/shell/components/settings-screen';
import { StoriesSetting } from '@/features/stories/components/stories-setting';
import { VerificationLink } from '@/features/verification/components/verification-link';

/** /app/settings: display, purchases, creator, location, messages, blocked members; the rest arrive with their features. */
export default function SettingsRoute() {
  return (
    <SettingsScreen
      display={
        <>
          <ExplicitContentToggle />
          <StoriesSetting />
          <HideServicesCard />
        </>
      }
      purchases={<PurchasesCard />}
      creator={<CreatorSettingsCard />}
      location={<LocationSettings chip={(profile) => <LocationChip profile={profile} />} />}
      blockedMembers={<BlockedMembersCard />}
      verification={<VerificationLink />}
    />
  );
}
