import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Activity,
  BadgeCheck,
  ClipboardCheck,
  Crown,
  Database,
  Flag,
  RadioTower,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { StaffRole } from '@blaze/contracts/admin';
import type { AdminMeResponse } from '@blaze/contracts/me';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminStatus } from '@/features/admin/api/get-admin-status';
import { useHealth } from '@/features/admin/api/get-health';
import { useAdminOverview } from '@/features/admin/api/get-overview';
import { hasStaffRole, staffRoleOf } from '@/features/admin/api/staff-role';
import { AdminLayout, useStaffRole } from '@/features/admin/components/admin-layout';

const SERVICE_NAMES: Record<string, string> = {
  pglite: 'PGlite',
  postgres: 'PostgreSQL',
  memory: 'In-memory',
  redis: 'Redis',
};

/** The server names its engines to admins only; anyone else is told whether it is up. */
const serviceName = (kind: string | undefined) =>
  kind === undefined ? 'Unknown' : (SERVICE_NAMES[kind] ?? kind);

function formatUptime(seconds: number | undefined): string {
  if (seconds === undefined) return 'Unknown';
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min`;
  return `${Math.floor(seconds)} s`;
}

function SystemStatus() {
  const health = useHealth();
  const rows: Array<{ label: string; value: string; icon: LucideIcon }> = health.data
    ? [
        {
          label: 'API',
          value: health.data.status === 'ok' ? 'Healthy' : 'Degraded',
          icon: Activity,
        },
        {
          label: 'Database',
          value: `${serviceName(health.data.database)}${health.data.databaseOk ? '' : ' (failing)'}`,
          icon: Database,
        },
        {
          label: 'Realtime',
          value: serviceName(health.data.realtime),
          icon: RadioTower,
        },
        { label: 'Uptime', value: formatUptime(health.data.uptimeSeconds), icon: Activity },
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>System status</h2>
        </CardTitle>
        <CardDescription>
          {health.data?.version ? `Version ${health.data.version}` : 'Live from /api/health'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {health.isPending ? (
          <div className="grid grid-cols-2 gap-2.5">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : health.isError ? (
          <p role="alert" className="text-sm text-red-300">
            The server did not answer the health check.
          </p>
        ) : (
          <dl className="grid grid-cols-2 gap-2.5">
            {rows.map((row) => (
              <div key={row.label} className="rounded-xl bg-zinc-950/60 p-3 ring-1 ring-zinc-800">
                <dt className="flex items-center gap-1.5 text-xs text-zinc-400">
                  <row.icon aria-hidden className="size-3.5" />
                  {row.label}
                </dt>
                <dd className="mt-1 text-sm font-semibold text-zinc-50">{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

type Tile = {
  label: string;
  value: number | undefined;
  to: string;
  icon: LucideIcon;
  min: StaffRole;
};

/** The live counts, each a link to the queue that works it; refreshed every 30 s. */
function CountTiles() {
  const role = useStaffRole();
  const overview = useAdminOverview();
  const o = overview.data;
  const tiles: Tile[] = [
    {
      label: 'Members',
      value: o?.members,
      to: paths.adminMembers.to(),
      icon: Users,
      min: 'moderator',
    },
    {
      label: 'Online now',
      value: o?.onlineNow,
      to: paths.adminMembers.to(),
      icon: Activity,
      min: 'moderator',
    },
    {
      label: 'Open reports',
      value: o?.openReports,
      to: paths.adminReports.to(),
      icon: Flag,
      min: 'moderator',
    },
    {
      label: 'Pending approvals',
      value: o?.pendingApprovals.total,
      to: paths.adminApprovals.to(),
      icon: ClipboardCheck,
      min: 'admin',
    },
    {
      label: 'Verification requests',
      value: o?.verificationRequests,
      to: paths.adminVerification.to(),
      icon: BadgeCheck,
      min: 'moderator',
    },
  ];
  return (
    <section aria-labelledby="admin-counts" className="flex flex-col gap-3">
      <h2
        id="admin-counts"
        className="px-1 text-sm font-bold tracking-wide text-zinc-400 uppercase"
      >
        Right now
      </h2>
      {overview.isError ? (
        <p role="alert" className="text-sm text-red-300">
          The counts could not be loaded. They will try again in a moment.
        </p>
      ) : null}
      <ul className="grid grid-cols-2 gap-2.5 sm:grid-cols-3">
        {tiles
          .filter((t) => hasStaffRole(role, t.min))
          .map((t) => (
            <li key={t.label}>
              <Link
                to={t.to}
                className="flex h-full flex-col gap-1 rounded-2xl bg-zinc-900/70 p-3.5 ring-1 ring-zinc-800 hover:ring-zinc-700"
              >
                <span className="flex items-center gap-1.5 text-xs text-zinc-400">
                  <t.icon aria-hidden className="size-3.5" />
                  {t.label}
                </span>
                {t.value === undefined ? (
                  <Skeleton className="h-7 w-12" />
                ) : (
                  <span className="text-2xl font-black text-zinc-50 tabular-nums">{t.value}</span>
                )}
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}

function RoleCard({ admin }: { admin: AdminMeResponse }) {
  return (
    <div className="relative overflow-hidden rounded-3xl border border-zinc-800 bg-zinc-900/60 p-5">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-20 -right-10 size-48 rounded-full bg-accent/20 blur-3xl"
      />
      <div className="relative flex items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-accent/15 text-accent ring-1 ring-accent/30">
          <ShieldCheck aria-hidden className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-black tracking-tight text-zinc-50">Admin</h1>
          <p className="text-sm text-zinc-400">Keep Blaze safe, fair and running.</p>
        </div>
      </div>
      <div className="relative mt-4 flex flex-wrap items-center gap-2">
        <span className="text-sm text-zinc-400">Your role</span>
        <Badge variant="accent" className="text-xs capitalize">
          {staffRoleOf(admin) ?? 'admin'}
        </Badge>
        {admin.isSuperadmin ? (
          <Badge variant="warning" className="text-xs">
            <Crown aria-hidden />
            Superadmin
          </Badge>
        ) : null}
      </div>
    </div>
  );
}

/**
 * /admin, behind the admin guard; `catalogue` is the add-on prices card (payments, admins), `reports`
 * the report queue's card (moderation).
 */
export function AdminOverview({
  catalogue,
  reports,
}: {
  catalogue?: ReactNode;
  reports?: ReactNode;
}) {
  const { data: admin } = useAdminStatus();
  const role = useStaffRole();
  return (
    <AdminLayout title="Overview">
      {admin ? <RoleCard admin={admin} /> : null}
      <CountTiles />
      {reports}
      <SystemStatus />
      {hasStaffRole(role, 'admin') ? catalogue : null}
    </AdminLayout>
  );
}
