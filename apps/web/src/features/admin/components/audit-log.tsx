import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ScrollText } from 'lucide-react';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuditLog, type AuditFilters } from '@/features/admin/api/get-audit';
import { AdminHeading } from '@/features/admin/components/admin-layout';

const FIELDS: ReadonlyArray<{ key: keyof AuditFilters; label: string; hint: string }> = [
  { key: 'q', label: 'Search', hint: 'action, reason, e-mail or id' },
  { key: 'actorId', label: 'Actor id', hint: 'who did it' },
  { key: 'subjectKind', label: 'Subject kind', hint: 'member, venue, report…' },
  { key: 'subjectId', label: 'Subject id', hint: 'what it was done to' },
];

const readFilters = (params: URLSearchParams): AuditFilters => ({
  q: params.get('q') ?? '',
  actorId: params.get('actorId') ?? '',
  subjectKind: params.get('subjectKind') ?? '',
  subjectId: params.get('subjectId') ?? '',
});

/** /admin/audit: every admin action, newest first, searchable and filtered by actor and subject. */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const [k, v] of Object.entries(draft)) if (v.trim()) next.set(k, v.trim());
    setParams(next, { replace: true });
  };

  return (
    <>
      <AdminHeading title="Audit log">
        Who did what, when and why. Nothing here can be changed.
      </AdminHeading>
      <form role="search" onSubmit={submit} className="grid grid-cols-2 gap-2">
        {FIELDS.map((f) => (
          <label key={f.key} className="flex flex-col gap-1 text-xs font-semibold text-zinc-300">
            {f.label}
            <Input
              value={draft[f.key]}
              placeholder={f.hint}
              maxLength={200}
              onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
            />
          </label>
        ))}
        <Button type="submit" className="col-span-2">
          Search the log
        </Button>
      </form>
      {log.isPending ? (
        <Skeleton className="h-40" />
      ) : log.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(log.error)}
        </p>
      ) : entries.length === 0 ? (
        <EmptyState icon={<ScrollText aria-hidden />} title="No entries">
          No admin action matches.
        </EmptyState>
      ) : (
        <>
          <ol aria-label="Admin actions, newest first" className="flex flex-col gap-2">
            {entries.map((e) => (
              <li key={e.id} className="rounded-xl bg-zinc-900/70 p-3 text-sm ring-1 ring-zinc-800">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-mono font-semibold text-zinc-50">{e.action}</span>
                  <span className="text-zinc-400">
                    {e.subjectKind} {e.subjectId}
                  </span>
                </p>
                <p className="text-xs text-zinc-400">
                  {new Date(e.createdAt).toLocaleString()} · {e.actorEmail} ({e.actorRole})
                </p>
                {e.reason ? <p className="mt-1 text-zinc-200">{e.reason}</p> : null}
              </li>
            ))}
          </ol>
          {log.hasNextPage ? (
            <Button
              variant="secondary"
              disabled={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              Older entries
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}
