import { useParams } from 'react-router';
import { EditListingScreen } from '@/features/marketplace/components/listing-editor-screen';

/** /marketplace/:listingId/edit: the seller edits his listing. */
export default function MarketplaceEditRoute() {
  const { listingId = '' } = useParams();
  return <EditListingScreen key={listingId} listingId={listingId} />;
}
