import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Search, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/ui/avatar';
import { useMemberSearch, type MemberSearchBy } from '@/features/admin/api/search-members';
import { hasStaffRole } from '@/features/admin/api/staff-role';
import { AdminHeading, useStaffRole } from '@/features/admin/components/admin-layout';

/** /admin/members?q=: by username (moderators), by e-mail (admins only); the query lives in the URL. */
export function MembersSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const isAdmin = hasStaffRole(useStaffRole(), 'admin');
  const by: MemberSearchBy = isAdmin && params.get('by') === 'email' ? 'email' : 'username';
  const [text, setText] = useState(q);
  const [field, setField] = useState<MemberSearchBy>(by);
  const search = useMemberSearch(q, by);
  const members = search.data?.pages.flatMap((p) => p.members) ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    if (text.trim()) next.set('q', text.trim());
    if (field === 'email') next.set('by', 'email');
    setParams(next, { replace: true });
  };

  return (
    <>
      <AdminHeading title="Members">
        {isAdmin ? 'Find a member by username or e-mail.' : 'Find a member by username.'}
      </AdminHeading>
      <form role="search" onSubmit={submit} className="flex flex-wrap gap-2">
        <label htmlFor="member-q" className="sr-only">
          {field === 'email' ? 'E-mail' : 'Username'}
        </label>
        <Input
          id="member-q"
          type="search"
          className="min-w-0 flex-1"
          value={text}
          placeholder={field === 'email' ? 'name@example.com' : 'username'}
          onChange={(e) => setText(e.target.value)}
        />
        {isAdmin ? (
          <>
            <label htmlFor="member-by" className="sr-only">
              Search by
            </label>
            <Select
              id="member-by"
              className="w-36"
              value={field}
              onChange={(e) => setField(e.target.value as MemberSearchBy)}
            >
              <option value="username">Username</option>
              <option value="email">E-mail</option>
            </Select>
          </>
        ) : null}
        <Button type="submit">
          <Search aria-hidden />
          Search
        </Button>
      </form>
      {!q ? (
        <EmptyState icon={<Users aria-hidden />} title="Search for a member">
          Type part of a username{isAdmin ? ' or an e-mail' : ''} and press Search.
        </EmptyState>
      ) : search.isPending ? (
        <Skeleton className="h-40" />
      ) : search.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(search.error)}
        </p>
      ) : members.length === 0 ? (
        <EmptyState icon={<Users aria-hidden />} title="No member found">
          Nobody matches “{q}”.
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Members found" className="flex flex-col divide-y divide-zinc-800/70">
            {members.map((m) => (
              <li key={m.id}>
                <Link
                  to={paths.adminMember.to(m.id)}
                  className="flex min-h-14 items-center gap-3 rounded-xl px-2 py-2 hover:bg-zinc-900"
                >
                  <UserAvatar src={m.avatarUrl} name={m.username} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-zinc-50">@{m.username}</span>
                    <span className="block truncate text-xs text-zinc-400">
                      {[m.displayName, m.city, m.email].filter(Boolean).join(' · ') ||
                        `Joined ${new Date(m.joinedAt).toLocaleDateString()}`}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {search.hasNextPage ? (
            <Button
              variant="secondary"
              disabled={search.isFetchingNextPage}
              onClick={() => void search.fetchNextPage()}
            >
              More members
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}
