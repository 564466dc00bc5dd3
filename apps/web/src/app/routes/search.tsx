import { EventCard } from '@/features/events/components/event-card';
import { SearchScreen } from '@/features/search/components/search-screen';

/** /search: members, posts and events, as he types (the dashboard's box lands here). */
export default function SearchRoute() {
  return <SearchScreen eventDetail={(event) => <EventCard event={event} />} />;
}
