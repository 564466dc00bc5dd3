import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBlocks } from '@/features/profiles/api/get-blocks';
import { useUnblockMember } from '@/features/profiles/api/unblock-member';

/** Settings: the members you blocked, each with Unblock. */
export function BlockedMembers() {
  const blocks = useBlocks();
  const unblock = useUnblockMember();

  if (blocks.isPending) return <Skeleton className="h-16" />;
  if (blocks.isError) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p role="alert" className="text-sm text-red-300">
          {blocks.error.message}
        </p>
        <Button variant="secondary" onClick={() => void blocks.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (blocks.data.length === 0) {
    return <p className="text-sm text-zinc-400">You haven&apos;t blocked anyone.</p>;
  }
  return (
    <ul aria-label="Blocked members" className="flex flex-col divide-y divide-zinc-800">
      {blocks.data.map((member) => {
        const name = member.displayName ?? member.username;
        return (
          <li key={member.userId} className="flex items-center gap-3 py-2.5">
            <UserAvatar src={member.avatarUrl} name={name} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-[15px] font-medium text-zinc-100">{name}</p>
              <p className="truncate text-xs text-zinc-400">@{member.username}</p>
            </div>
            <Button
              variant="outline"
              aria-label={`Unblock ${name}`}
              loading={unblock.isPending && unblock.variables === member.userId}
              onClick={() => unblock.mutate(member.userId)}
            >
              Unblock
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** Settings: the blocked members card. */
export function BlockedMembersCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Blocked members</h2>
        </CardTitle>
        <CardDescription>
          They can&apos;t see you or message you until you unblock them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <BlockedMembers />
      </CardContent>
    </Card>
  );
}
