import { AdminGuard } from '@/features/admin/components/admin-guard';
import { VerificationQueue } from '@/features/verification/components/verification-queue';

/** /admin/verification: the moderators' queue of selfies (decision 029). */
export default function AdminVerificationRoute() {
  return (
    <AdminGuard>
      <VerificationQueue />
    </AdminGuard>
  );
}
