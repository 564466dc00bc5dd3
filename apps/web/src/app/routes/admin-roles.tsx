import { AdminGuard } from '@/features/admin/components/admin-guard';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { RolesScreen } from '@/features/admin/components/roles-screen';

export default function AdminRolesRoute() {
  return (
    <AdminGuard>
      <AdminLayout title="Roles" min="superadmin">
        <RolesScreen />
      </AdminLayout>
    </AdminGuard>
  );
}
