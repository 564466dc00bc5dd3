import { AdminGuard } from '@/features/admin/components/admin-guard';
import { AdminLayout } from '@/features/admin/components/admin-layout';
import { PromotionsScreen } from '@/features/admin/components/promotions-screen';

export default function AdminPromotionsRoute() {
  return (
    <AdminGuard>
      <AdminLayout title="Promotions" min="admin">
        <PromotionsScreen />
      </AdminLayout>
    </AdminGuard>
  );
}
