import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeft, ShieldX } from 'lucide-react';
import type { StaffRole } from '@blaze/contracts/admin';
import { paths } from '@/config/paths';
import { BrandLogo } from '@/components/brand-logo';
import { ChipNav } from '@/components/ui/chip-nav';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminStatus } from '@/features/admin/api/get-admin-status';
import { hasStaffRole, staffRoleOf } from '@/features/admin/api/staff-role';

/** The admin area's sections, each shown only to the roles the server lets in. */
const SECTIONS: ReadonlyArray<{ label: string; to: string; min: StaffRole }> = [
  { label: 'Overview', to: paths.admin.to(), min: 'moderator' },
  { label: 'Reports', to: paths.adminReports.to(), min: 'moderator' },
  { label: 'Approvals', to: paths.adminApprovals.to(), min: 'admin' },
  { label: 'Members', to: paths.adminMembers.to(), min: 'moderator' },
  { label: 'Verification', to: paths.adminVerification.to(), min: 'moderator' },
  { label: 'Promotions', to: paths.adminPromotions.to(), min: 'admin' },
  { label: 'Audit log', to: paths.adminAudit.to(), min: 'admin' },
  { label: 'Roles', to: paths.adminRoles.to(), min: 'superadmin' },
];

/** What his role may open: for the nav, and for the overview's tiles. */
export function useStaffRole() {
  return staffRoleOf(useAdminStatus().data);
}

/**
 * The frame of every admin screen: back to the app, the section tabs his role allows, and the screen
 * itself (or a refusal in words when his role is below `min`; the server refuses it too).
 */
export function AdminLayout({
  title,
  min = 'moderator',
  children,
}: {
  title: string;
  min?: StaffRole;
  children: ReactNode;
}) {
  const role = useStaffRole();
  const { pathname } = useLocation();
  const items = SECTIONS.filter((s) => hasStaffRole(role, s.min)).map((s) => ({
    label: s.label,
    to: s.to,
    current: s.to === paths.admin.to() ? pathname === s.to : pathname.startsWith(s.to),
  }));
  return (
    <div className="min-h-dvh">
      <title>{`${title} · Admin · Blaze`}</title>
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
        <div className="mx-auto max-w-3xl pb-2.5">
          <ChipNav label="Admin sections" items={items} />
        </div>
      </header>
      <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pt-5 pb-[calc(env(safe-area-inset-bottom)+2rem)]">
        {hasStaffRole(role, min) ? (
          children
        ) : (
          <EmptyState icon={<ShieldX aria-hidden />} title="Not for your role">
            {`Only ${min === 'superadmin' ? 'superadmins' : 'admins'} can open ${title}.`}
          </EmptyState>
        )}
      </main>
    </div>
  );
}

/** A screen's heading and a line about it. */
export function AdminHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="px-1">
      <h1 className="text-2xl font-black tracking-tight text-zinc-50">{title}</h1>
      {children ? <p className="mt-1 text-sm text-zinc-400">{children}</p> : null}
    </div>
  );
}
