import { AdminGuard } from '@/features/admin/components/admin-guard';
import { ReportQueue } from '@/features/moderation/components/report-queue';

/** /admin/reports: the report queue (moderators). */
export default function AdminReportsRoute() {
  return (
    <AdminGuard>
      <ReportQueue />
    </AdminGuard>
  );
}
