import { NearbyOffers } from '@/features/dashboard/components/nearby-offers';
import { NearbyEventsStrip } from '@/features/events/components/nearby-events-strip';
import { CommercialHub } from '@/features/places/components/commercial-hub';
import { NearbyServicesStrip } from '@/features/services/components/nearby-services-strip';

/** /app/commercial, the Places tab: venues from places, with offers, events and services near me. */
export default function CommercialRoute() {
  return (
    <>
      <title>Places · Blaze</title>
      <CommercialHub
        offers={<NearbyOffers />}
        events={<NearbyEventsStrip />}
        services={<NearbyServicesStrip />}
      />
    </>
  );
}
