import { AdminGuard } from '@/features/admin/components/admin-guard';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { MembersSearch } from '@/features/admin/components/members-search';

export default function AdminMembersRoute() {
  return (
    <AdminGuard>
      <AdminLayout title="Members" min="moderator">
        <MembersSearch />
      </AdminLayout>
    </AdminGuard>
  );
}
