import { useParams } from 'react-router';
import { VenueScreen } from '@/features/places/components/venue-screen';

/**
 * /venue/:venueId. The `events` slot takes the events feature's VenueEvents({ venueId }) (tonight's
 * events here) once that feature exists.
 */
export default function VenueRoute() {
  const { venueId = '' } = useParams();
  return (
    <>
      <title>Venue · Blaze</title>
      <VenueScreen venueId={venueId} />
    </>
  );
}
