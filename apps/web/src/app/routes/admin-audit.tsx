import { AdminGuard } from '@/features/admin/components/admin-guard';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { AuditLog } from '@/features/admin/components/audit-log';

export default function AdminAuditRoute() {
  return (
    <AdminGuard>
      <AdminLayout title="Audit log" min="admin">
        <AuditLog />
      </AdminLayout>
    </AdminGuard>
  );
}
