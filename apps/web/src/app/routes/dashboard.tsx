import { useSession } from '@/lib/auth';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { StoriesRow } from '@/features/stories/components/stories-row';

/** /dashboard needs a member (spec section 2); the shell already guarantees one. */
export default function DashboardRoute() {
  const { me } = useSession();
  if (!me) return null;
  return (
    <>
      <title>Dashboard · Blaze</title>
      <DashboardView storiesRow={<StoriesRow />} />
    </>
  );
}
