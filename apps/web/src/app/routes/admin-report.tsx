import { useParams } from 'react-router';
import { AdminGuard } from '@/features/admin/components/admin-guard';
import { ReportPage } from '@/features/moderation/components/report-page';

/** /admin/reports/:reportId: one report (moderators). */
export default function AdminReportRoute() {
  const { reportId } = useParams();
  return (
    <AdminGuard>
      <ReportPage key={reportId} reportId={Number(reportId)} />
    </AdminGuard>
  );
}
