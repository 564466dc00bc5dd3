import { useParams } from 'react-router';
import { AdminGuard } from '@/features/admin/components/admin-guard';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { MemberPage } from '@/features/admin/components/member-page';

/**
 * A member's page in the admin area. Its slots are filled at the merge: moderation with helper
 * "mod"'s member-moderation, scamSignals with helper "scam"'s, verification with helper "verify"'s.
 */
export default function AdminMemberRoute() {
  const { id = '' } = useParams();
  return (
    <AdminGuard>
      <AdminLayout title="Member" min="moderator">
        <MemberPage key={id} id={id} slots={{}} />
      </AdminLayout>
    </AdminGuard>
  );
}
