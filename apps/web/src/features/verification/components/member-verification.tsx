import { BadgeCheck } from 'lucide-react';
import { friendlyMessage } from '@/lib/api-client';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMemberVerification } from '@/features/verification/api/get-member-verification';

/** The admin member page's verification card: is he verified, and every request he sent. */
export function MemberVerification({ memberId }: { memberId: string }) {
  const query = useMemberVerification(memberId);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <BadgeCheck aria-hidden className="size-5 text-sky-400" /> Verification
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        {query.isPending ? <Skeleton className="h-16 w-full" /> : null}
        {query.isError ? <p role="alert">{friendlyMessage(query.error)}</p> : null}
        {query.data ? (
          <>
            <p className="font-semibold text-zinc-100">
              {query.data.isVerified ? 'Verified' : 'Not verified'}
            </p>
            {query.data.requests.length === 0 ? (
              <p className="text-zinc-400">He never asked.</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {query.data.requests.map((r) => (
                  <li key={r.id} className="text-zinc-300">
                    {new Date(r.submittedAt).toLocaleDateString()} · {r.pose} ·{' '}
                    <span className="capitalize">{r.status}</span>
                    {r.reason ? ` (${r.reason})` : ''}
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
