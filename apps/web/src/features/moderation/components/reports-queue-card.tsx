import { Link } from 'react-router';
import { Flag } from 'lucide-react';
import { paths } from '@/config/paths';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useReportCounts } from '@/features/moderation/api/get-report-counts';

/** For the admin overview: reports waiting, and those past the 24-hour promise. */
export function ReportsQueueCard() {
  const counts = useReportCounts();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>
            <Link to={paths.adminReports.to()} className="flex items-center gap-2 hover:underline">
              <Flag aria-hidden className="size-4" /> Reports
            </Link>
          </h2>
        </CardTitle>
        <CardDescription>Review what members reported, within 24 hours.</CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-zinc-300">
        {counts.data
          ? `${counts.data.unreviewed} unreviewed · ${counts.data.escalated} escalated · ${counts.data.overdue} past 24 h`
          : 'Counting…'}
      </CardContent>
    </Card>
  );
}
