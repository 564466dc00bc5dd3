import { UpcomingPage } from '@/components/upcoming-page';
import type { UpcomingPageId } from '@/config/upcoming-pages';

/** A feature still being built: its page says what it will do. */
export default function UpcomingRoute({ page }: { page: UpcomingPageId }) {
  return <UpcomingPage page={page} />;
}
