import { HookupScreen } from '@/features/discovery/components/hookup-screen';
import { RoamingNotice } from '@/features/roam/components/roaming-notice';
import { useBrowseActions } from '@/app/browse-actions';

/**
 * /app/hookup (spec section 2): the mode picker opens on arrival; the mode comes from ?mode=
 * (default grid, 'quick' puts who is available right now first); the home strip's stat links
 * arrive with ?filter=nearby|online|favourites|new&view=grid.
 */
export default function HookupRoute() {
  return <HookupScreen actions={useBrowseActions()} notice={<RoamingNotice />} />;
}
