import { ActivityScreen } from '@/features/activity/components/activity-screen';

/** /app/activity: the list behind the top bar's bell. */
export default function ActivityRoute() {
  return <ActivityScreen />;
}
