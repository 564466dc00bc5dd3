import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Activity,
  ArrowLeft,
  Crown,
  Database,
  Flag,
  ImageOff,
  RadioTower,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { AdminMeResponse } from '@blaze/contracts/me';
import { paths } from '@/config/paths';
import { BrandLogo } from '@/components/brand-logo';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminStatus } from '@/features/admin/api/get-admin-status';
import { useHealth } from '@/features/admin/api/get-health';

const TOOLS: ReadonlyArray<{ title: string; text: string; icon: LucideIcon }> = [
  { title: 'Members', text: 'Look up accounts, verify profiles and suspend abusers.', icon: Users },
  { title: 'Reports', text: 'Review what members reported, within 24 hours.', icon: Flag },
  { title: 'Content', text: 'Moderate photos, stories and Raw AF posts.', icon: ImageOff },
];

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
          {admin.role ?? 'admin'}
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
 * /admin, behind the admin guard; `catalogue` is the add-on prices card (payments), `reports` the
 * report queue's card (moderation).
 */
export function AdminOverview({
  catalogue,
  reports,
}: {
  catalogue?: ReactNode;
  reports?: ReactNode;
}) {
  const { data: admin } = useAdminStatus();
  return (
    <div className="min-h-dvh">
      <title>Admin · Blaze</title>
      <header className="sticky top-0 z-40 border-b border-zinc-800/70 bg-zinc-950/85 pt-safe backdrop-blur-xl">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-3">
          <Link
            to={paths.dashboard.to()}
            className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-zinc-200 hover:bg-zinc-900"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Back to app
          </Link>
          <BrandLogo />
        </div>
      </header>
      <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pt-6 pb-[calc(env(safe-area-inset-bottom)+2rem)]">
        {admin ? <RoleCard admin={admin} /> : null}
        {reports}
        <SystemStatus />
        {catalogue}
        <section aria-labelledby="admin-tools" className="flex flex-col gap-3">
          <h2
            id="admin-tools"
            className="px-1 text-sm font-bold tracking-wide text-zinc-400 uppercase"
          >
            Tools
          </h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            {TOOLS.map((tool) => (
              <li key={tool.title}>
                <Card className="h-full">
                  <CardHeader>
                    <tool.icon aria-hidden className="size-5 text-accent" />
                    <CardTitle className="text-base">{tool.title}</CardTitle>
                    <CardDescription>{tool.text}</CardDescription>
                  </CardHeader>
                  <CardContent>
                    <Badge variant="outline">Arriving soon</Badge>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
