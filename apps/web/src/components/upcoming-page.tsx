import { useParams } from 'react-router';
import { UpcomingFeature } from '@/components/upcoming-feature';
import {
  UPCOMING_PAGES,
  type UpcomingPage as UpcomingPageConfig,
  type UpcomingPageId,
} from '@/config/upcoming-pages';

/** What the address says about this page (ids). */
function useDetails() {
  const params = useParams();
  const details: Array<{ label: string; value: string }> = [];
  if (params.conversationId) details.push({ label: 'Conversation', value: params.conversationId });
  if (params.userId) details.push({ label: 'Member', value: params.userId });
  return details;
}

/** A page from the upcoming-pages list: what it will do, with what its address says. */
export function UpcomingPage({ page }: { page: UpcomingPageId }) {
  const config: UpcomingPageConfig = UPCOMING_PAGES[page];
  const details = useDetails();
  return (
    <UpcomingFeature
      title={config.title}
      icon={config.icon}
      description={config.description}
      highlights={config.highlights}
      badge={config.badge}
      details={details}
    />
  );
}
