import { useSession } from '@/lib/auth';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { StoriesRow } from '@/features/stories/components/stories-row';
import { useGrantedLocation } from '@/features/discovery/lib/use-granted-location';

/** /dashboard needs a member (spec section 2); the shell already guarantees one. */
export default function DashboardRoute() {
  const { me } = useSession();
  // A location the browser already allows fills the home strip's Nearby without a visit to Discover.
  useGrantedLocation();
  if (!me) return null;
  return (
    <>
      <title>Dashboard · Blaze</title>
      <DashboardView storiesRow={<StoriesRow />} />
    </>
  );
}
