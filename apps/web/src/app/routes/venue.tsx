import { useParams } from 'react-router';
import { VenueEvents } from '@/features/events/components/venue-events';
import { VenueScreen } from '@/features/places/components/venue-screen';

/** /venue/:venueId, with the events feature's tonight and coming up at this venue. */
export default function VenueRoute() {
  const { venueId = '' } = useParams();
  return (
    <>
      <title>Venue · Blaze</title>
      <VenueScreen venueId={venueId} events={<VenueEvents venueId={venueId} />} />
    </>
  );
}
