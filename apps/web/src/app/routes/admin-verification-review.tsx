import { useParams } from 'react-router';
import { AdminGuard } from '@/features/admin/components/admin-guard';
import { VerificationReview } from '@/features/verification/components/verification-review';

/** /admin/verification/:requestId: one selfie beside his photos, approve or decline. */
export default function AdminVerificationReviewRoute() {
  const { requestId = '' } = useParams();
  return (
    <AdminGuard>
      <VerificationReview requestId={requestId} />
    </AdminGuard>
  );
}
