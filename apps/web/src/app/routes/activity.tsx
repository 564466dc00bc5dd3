import { ActivityScreen } from '@/features/activity/components/activity-screen';
import { NoticesLink } from '@/features/moderation/components/notices-link';

/** /app/activity: the list behind the top bar's bell, with his safety notices on top (issue 17). */
export default function ActivityRoute() {
  return <ActivityScreen notices={<NoticesLink />} />;
}
