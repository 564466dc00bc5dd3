import { useParams } from 'react-router';
import { ListingScreen } from '@/features/marketplace/components/listing-screen';

/** /marketplace/:listingId: one listing; 'Message seller' opens the chat with it attached. */
export default function MarketplaceListingRoute() {
  const { listingId = '' } = useParams();
  return <ListingScreen key={listingId} listingId={listingId} />;
}
