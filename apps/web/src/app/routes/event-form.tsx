import { useParams } from 'react-router';
import { EventFormScreen } from '@/features/events/components/event-form';
import { VenuePicker } from '@/features/places/components/venue-picker';

/** /events/new and /events/:eventId/edit, with the places feature's venue picker for events at a venue. */
export default function EventFormRoute() {
  const { eventId } = useParams();
  return (
    <EventFormScreen
      key={eventId ?? 'new'}
      eventId={eventId}
      venuePicker={(props) => <VenuePicker {...props} />}
    />
  );
}
