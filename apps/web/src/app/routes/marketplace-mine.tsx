import { MyListingsScreen } from '@/features/marketplace/components/my-listings-screen';

/** /marketplace/mine: my listings, for sale and sold. */
export default function MarketplaceMineRoute() {
  return <MyListingsScreen />;
}
