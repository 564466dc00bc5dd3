import { SponsoredCard } from '@/features/dashboard/components/feed-cards';
import { useNearbyOffers } from '@/features/dashboard/api/promotions';

/** Venues' offers near me for the Places hub: nothing at all when there are none (or no location). */
export function NearbyOffers() {
  const offers = useNearbyOffers();
  const list = offers.data?.offers ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="nearby-offers-title" className="flex flex-col gap-3">
      <h2 id="nearby-offers-title" className="text-base font-bold text-zinc-50">
        Offers near you
      </h2>
      {list.map((offer) => (
        <SponsoredCard key={offer.id} promotion={offer} className="mx-0" />
      ))}
    </section>
  );
}
