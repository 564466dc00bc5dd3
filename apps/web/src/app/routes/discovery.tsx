import { DiscoveryScreen } from '@/features/discovery/components/discovery-screen';
import { RoamingNotice } from '@/features/roam/components/roaming-notice';
import { useBrowseActions } from '@/app/browse-actions';

/** /discovery: who is around, as a grid, a swipe deck, a map or numbers (spec section 2). */
export default function DiscoveryRoute() {
  return <DiscoveryScreen actions={useBrowseActions()} notice={<RoamingNotice />} />;
}
