import { AdminGuard } from '@/features/admin/components/admin-guard';
import { AdminOverview } from '@/features/admin/components/admin-overview';
import { ReportsQueueCard } from '@/features/moderation/components/reports-queue-card';
import { ProductPricesCard } from '@/features/payments/components/product-prices-card';

export default function AdminRoute() {
  return (
    <AdminGuard>
      <AdminOverview catalogue={<ProductPricesCard />} reports={<ReportsQueueCard />} />
    </AdminGuard>
  );
}
