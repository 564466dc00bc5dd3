import { NewListingScreen } from '@/features/marketplace/components/listing-editor-screen';

/** /marketplace/new: sell something. */
export default function MarketplaceNewRoute() {
  return <NewListingScreen />;
}
