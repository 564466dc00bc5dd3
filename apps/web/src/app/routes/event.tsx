import { useParams, useSearchParams } from 'react-router';
import { EventScreen } from '@/features/events/components/event-screen';

/** /events/:eventId (an invite-only event's link carries ?invite=). */
export default function EventRoute() {
  const { eventId = '' } = useParams();
  const [search] = useSearchParams();
  return <EventScreen key={eventId} eventId={eventId} invite={search.get('invite')} />;
}
