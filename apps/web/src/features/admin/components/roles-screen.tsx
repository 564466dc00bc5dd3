import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { StaffRole } from '@blaze/contracts/admin';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useGrantRole, useRevokeRole, useStaffList } from '@/features/admin/api/roles';
import { AdminHeading } from '@/features/admin/components/admin-layout';

const ROLE_WORDS: Record<StaffRole, string> = {
  moderator: 'Moderator: reports and verification',
  admin: 'Admin: everything but roles',
  superadmin: 'Superadmin: also grants roles',
};

function GrantForm() {
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<StaffRole>('moderator');
  const [reason, setReason] = useState('');
  const grant = useGrantRole();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    grant.mutate(
      { username: username.trim().replace(/^@/, ''), role, reason },
      {
        onSuccess: () => {
          setUsername('');
          setReason('');
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Grant a role</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-3">
          <label htmlFor="grant-username" className="text-sm font-semibold text-zinc-200">
            Username
          </label>
          <Input
            id="grant-username"
            value={username}
            required
            maxLength={60}
            onChange={(e) => setUsername(e.target.value)}
          />
          <label htmlFor="grant-role" className="text-sm font-semibold text-zinc-200">
            Role
          </label>
          <Select
            id="grant-role"
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
          >
            {(Object.keys(ROLE_WORDS) as StaffRole[]).map((r) => (
              <option key={r} value={r}>
                {ROLE_WORDS[r]}
              </option>
            ))}
          </Select>
          <label htmlFor="grant-reason" className="text-sm font-semibold text-zinc-200">
            Reason (for the audit log)
          </label>
          <Input
            id="grant-reason"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
          {grant.error ? (
            <p role="alert" className="text-sm text-red-300">
              {friendlyMessage(grant.error)}
            </p>
          ) : null}
          {grant.isSuccess ? (
            <p role="status" className="text-sm text-emerald-300">
              Role granted.
            </p>
          ) : null}
          <Button type="submit" disabled={grant.isPending}>
            Grant
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** /admin/roles (superadmins): the staff, a grant by username, a revoke (never his own). */
export function RolesScreen() {
  const staff = useStaffList();
  const revoke = useRevokeRole();
  return (
    <>
      <AdminHeading title="Roles">
        Every grant and revoke is recorded in the audit log. Blaze keeps at least one superadmin.
      </AdminHeading>
      <GrantForm />
      <section aria-labelledby="staff-list" className="flex flex-col gap-2">
        <h2
          id="staff-list"
          className="px-1 text-sm font-bold tracking-wide text-zinc-400 uppercase"
        >
          Staff
        </h2>
        {revoke.error ? (
          <p role="alert" className="text-sm text-red-300">
            {friendlyMessage(revoke.error)}
          </p>
        ) : null}
        {staff.isPending ? (
          <Skeleton className="h-32" />
        ) : staff.isError ? (
          <p role="alert" className="text-sm text-red-300">
            {friendlyMessage(staff.error)}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-zinc-800/70">
            {staff.data.staff.map((s) => (
              <li key={s.email} className="flex items-center gap-3 py-2.5">
                <div className="min-w-0 flex-1">
                  {s.memberId && s.username ? (
                    <Link
                      to={paths.adminMember.to(s.memberId)}
                      className="font-semibold text-zinc-50 hover:underline"
                    >
                      @{s.username}
                    </Link>
                  ) : (
                    <span className="font-semibold text-zinc-300">No account yet</span>
                  )}
                  <p className="truncate text-xs text-zinc-400">{s.email}</p>
                </div>
                <Badge variant={s.role === 'superadmin' ? 'warning' : 'accent'}>{s.role}</Badge>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={revoke.isPending}
                  aria-label={`Revoke the role of ${s.username ? `@${s.username}` : s.email}`}
                  onClick={() => revoke.mutate({ email: s.email, reason: '' })}
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
