import { LocationSetup } from '@/features/discovery/components/location-setup';
import { PlacesScreen } from '@/features/places/components/places-screen';

/** /app/places (and ?action=checkin): composes places with discovery's location setup. */
export default function PlacesRoute() {
  return (
    <>
      <title>Places · Blaze</title>
      <PlacesScreen locationSetup={<LocationSetup />} />
    </>
  );
}
