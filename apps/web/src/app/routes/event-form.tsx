import { useParams } from 'react-router';
import { EventFormScreen } from '@/features/events/components/event-form';

/**
 * /events/new and /events/:eventId/edit. The places feature's venue picker goes in `venuePicker` once
 * it exists (until then the form takes a venue's id).
 */
export default function EventFormRoute() {
  const { eventId } = useParams();
  return <EventFormScreen key={eventId ?? 'new'} eventId={eventId} />;
}
