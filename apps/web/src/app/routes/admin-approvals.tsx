import { AdminGuard } from '@/features/admin/components/admin-guard';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { ApprovalsQueue } from '@/features/admin/components/approvals-queue';

export default function AdminApprovalsRoute() {
  return (
    <AdminGuard>
      <AdminLayout title="Approvals" min="admin">
        <ApprovalsQueue />
      </AdminLayout>
    </AdminGuard>
  );
}
