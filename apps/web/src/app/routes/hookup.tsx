import { HookupScreen } from '@/features/discovery/components/hookup-screen';
import { RightNowStrip } from '@/features/right-now/components/right-now-strip';
import { useBrowseActions } from '@/app/browse-actions';

/**
 * /app/hookup (spec section 2): the mode picker opens on arrival; the mode comes from ?mode=
 * (default grid, 'quick' puts who is available now first: Right Now's row above the grid of who is
 * online first); the home strip's stat links arrive with ?filter=nearby|online|favourites|new&view=grid.
 */
export default function HookupRoute() {
  return <HookupScreen actions={useBrowseActions()} quickTop={<RightNowStrip />} />;
}
