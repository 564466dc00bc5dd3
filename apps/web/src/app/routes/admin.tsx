import { AdminGuard } from '@/features/admin/components/admin-guard';
import { AdminOverview } from '@/features/admin/components/admin-overview';

export default function AdminRoute() {
  return (
    <AdminGuard>
      <AdminOverview />
    </AdminGuard>
  );
}
