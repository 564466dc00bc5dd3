import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AdminGuard } from '@/features/admin/components/admin-guard';
import { AdminOverview } from '@/features/admin/components/admin-overview';
import { ReportsQueueCard } from '@/features/moderation/components/reports-queue-card';
import { ProductPricesCard } from '@/features/payments/components/product-prices-card';
import { TopSignals } from '@/features/signals/components/top-signals';

export default function AdminRoute() {
  return (
    <AdminGuard>
      <AdminOverview
        catalogue={<ProductPricesCard />}
        reports={
          <>
            <ReportsQueueCard />
            <TopSignals
              member={({ memberId, name }) => (
                <Link
                  to={paths.adminMember.to(memberId)}
                  className="underline-offset-2 hover:underline"
                >
                  {name}
                </Link>
              )}
            />
          </>
        }
      />
    </AdminGuard>
  );
}
