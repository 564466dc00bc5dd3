import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, Flag, UserX } from 'lucide-react';
import type { AdminReportSummary } from '@blaze/contracts/admin';
import { REPORT_REASON_LABELS } from '@blaze/contracts/member-profile';
import { paths } from '@/config/paths';
import { ApiError, friendlyMessage } from '@/lib/api-client';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/ui/avatar';
import { useAdminMember } from '@/features/admin/api/get-member';
import { hasStaffRole } from '@/features/admin/api/staff-role';
import { useStaffRole } from '@/features/admin/components/admin-layout';

const day = (iso: string) => new Date(iso).toLocaleDateString();

function accountAge(iso: string): string {
  const days = Math.floor((Date.now() - new Date(iso).getTime()) / 86_400_000);
  if (days < 1) return 'joined today';
  if (days < 60) return `${days} day${days === 1 ? '' : 's'} old`;
  return `${Math.floor(days / 30)} months old`;
}

const reasonLabel = (reason: string) =>
  (REPORT_REASON_LABELS as Record<string, string>)[reason] ?? reason;

function Reports({ title, summary }: { title: string; summary: AdminReportSummary }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <Flag aria-hidden className="size-4 text-zinc-400" />
            {title}
          </h2>
        </CardTitle>
        <p className="text-sm text-zinc-400">
          {summary.total} in all, {summary.open} open
        </p>
      </CardHeader>
      {summary.latest.length ? (
        <CardContent>
          <ul className="flex flex-col gap-1.5 text-sm">
            {summary.latest.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-2">
                <span className="text-zinc-100">{reasonLabel(r.reason)}</span>
                <span className="text-zinc-400">
                  {r.kind} · {day(r.createdAt)}
                </span>
                <Badge variant={r.status === 'open' ? 'warning' : 'secondary'}>{r.status}</Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  );
}

export type MemberPageSlots = {
  /** Actions and restrictions (helper "mod"). */
  moderation?: ReactNode;
  /** Scam and abuse signals (helper "scam"). */
  scamSignals?: ReactNode;
  /** Verification state and its review (helper "verify"). */
  verification?: ReactNode;
};

/**
 * /admin/members/:id: his profile as moderators need it (photos, bio, city; no exact location, no
 * health fields), account age, reports about and by him, and slots filled by the route.
 */
export function MemberPage({ id, slots }: { id: string; slots: MemberPageSlots }) {
  const member = useAdminMember(id);
  const isAdmin = hasStaffRole(useStaffRole(), 'admin');
  if (member.isPending) return <Skeleton className="h-64" />;
  if (member.isError)
    return member.error instanceof ApiError && member.error.status === 404 ? (
      <EmptyState icon={<UserX aria-hidden />} title="No such member">
        This account does not exist or was deleted.
      </EmptyState>
    ) : (
      <p role="alert" className="text-sm text-red-300">
        {friendlyMessage(member.error)}
      </p>
    );
  const m = member.data;
  const place = [m.city, m.country].filter(Boolean).join(', ');
  return (
    <>
      <section aria-labelledby="member-name" className="flex items-center gap-4">
        <UserAvatar src={m.avatarUrl} name={m.username} size="lg" />
        <div className="min-w-0">
          <h1 id="member-name" className="truncate text-2xl font-black text-zinc-50">
            @{m.username}
          </h1>
          <p className="text-sm text-zinc-400">
            {[m.displayName, m.age ? `${m.age}` : null, place || null].filter(Boolean).join(' · ')}
          </p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge variant="secondary">{accountAge(m.joinedAt)}</Badge>
            {m.emailVerified ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden />
                E-mail verified
              </Badge>
            ) : (
              <Badge variant="warning">E-mail not verified</Badge>
            )}
            {m.staffRole ? <Badge variant="accent">{m.staffRole}</Badge> : null}
          </div>
        </div>
      </section>
      <Card>
        <CardContent className="flex flex-col gap-2 pt-5 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-zinc-400">Joined</dt>
            <dd className="text-zinc-100">{day(m.joinedAt)}</dd>
            <dt className="text-zinc-400">Last active</dt>
            <dd className="text-zinc-100">{m.lastActive ? day(m.lastActive) : 'Unknown'}</dd>
            {isAdmin && m.email ? (
              <>
                <dt className="text-zinc-400">E-mail</dt>
                <dd className="break-all text-zinc-100">{m.email}</dd>
              </>
            ) : null}
          </dl>
          {m.bio ? <p className="whitespace-pre-line text-zinc-200">{m.bio}</p> : null}
        </CardContent>
      </Card>
      {m.photos.length ? (
        <ul aria-label="His photos" className="grid grid-cols-3 gap-2">
          {m.photos.map((url, i) => (
            <li key={url}>
              <img
                src={url}
                alt={`@${m.username}, ${i + 1} of ${m.photos.length}`}
                loading="lazy"
                className="aspect-square w-full rounded-xl object-cover ring-1 ring-zinc-800"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-zinc-400">No public photos.</p>
      )}
      {slots.moderation}
      {slots.verification}
      {slots.scamSignals}
      {/* The moderation slot lists the reports with links to them; these counts stand in without it. */}
      {slots.moderation ? null : (
        <>
          <Reports title="Reports about him" summary={m.reportsAbout} />
          <Reports title="Reports he made" summary={m.reportsBy} />
        </>
      )}
      {isAdmin ? (
        <Link
          to={paths.adminAudit.to({ subjectKind: 'member', subjectId: m.id })}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-text hover:underline"
        >
          Admin actions about him in the audit log
        </Link>
      ) : null}
    </>
  );
}
