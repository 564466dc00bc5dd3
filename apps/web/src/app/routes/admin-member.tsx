import { useParams } from 'react-router';
import { AdminGuard } from '@/features/admin/components/admin-guard';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { MemberPage } from '@/features/admin/components/member-page';
import { MemberModeration } from '@/features/moderation/components/member-moderation';
import { MemberSignals } from '@/features/signals/components/member-signals';
import { MemberVerification } from '@/features/verification/components/member-verification';

/** A member's page in the admin area: his moderation history and actions, verification and signals. */
export default function AdminMemberRoute() {
  const { id = '' } = useParams();
  return (
    <AdminGuard>
      <AdminLayout title="Member" min="moderator">
        <MemberPage
          key={id}
          id={id}
          slots={{
            moderation: <MemberModeration memberId={id} />,
            verification: <MemberVerification memberId={id} />,
            scamSignals: <MemberSignals memberId={id} />,
          }}
        />
      </AdminLayout>
    </AdminGuard>
  );
}
