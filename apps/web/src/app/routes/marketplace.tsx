import { MarketplaceScreen } from '@/features/marketplace/components/marketplace-screen';

/** /marketplace: members' listings, searched and filtered (issue 16). */
export default function MarketplaceRoute() {
  return <MarketplaceScreen />;
}
