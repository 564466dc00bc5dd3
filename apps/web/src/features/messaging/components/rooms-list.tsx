import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Building2, MapPin } from 'lucide-react';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useJoinRoom } from '@/features/messaging/api/join-room';
import { useRooms } from '@/features/messaging/api/get-rooms';
import { ConversationError } from '@/features/messaging/components/conversation-states';

function members(count: number): string {
  if (count === 0) return 'No one yet: be the first';
  return `${count.toLocaleString('en-GB')} member${count === 1 ? '' : 's'}`;
}

/** The chat hub's city rooms: open group chats anyone may join; joined ones open straight away. */
export function RoomsList() {
  const rooms = useRooms();
  const join = useJoinRoom();
  const navigate = useNavigate();

  if (rooms.isPending) {
    return (
      <div className="flex flex-col gap-2 px-4" aria-busy="true">
        <span className="sr-only" role="status">
          Loading city rooms...
        </span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-[72px] rounded-2xl" />
        ))}
      </div>
    );
  }
  if (rooms.isError) {
    return (
      <ConversationError
        error={rooms.error}
        what="the city rooms"
        onRetry={() => void rooms.refetch()}
      />
    );
  }
  if (rooms.data.rooms.length === 0) {
    return (
      <EmptyState icon={<Building2 aria-hidden />} title="No city rooms yet">
        Rooms open for cities as the community grows. Check back soon.
      </EmptyState>
    );
  }

  return (
    <ul aria-label="City rooms" className="flex flex-col gap-2 px-4">
      {rooms.data.rooms.map((room) => {
        const joining = join.isPending && join.variables === room.id;
        return (
          <li
            key={room.id}
            className="flex min-h-[72px] items-center gap-3 rounded-2xl border border-zinc-800/80 bg-zinc-900/70 px-3 py-2.5"
          >
            <span
              aria-hidden
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand/15 text-brand-text"
            >
              <MapPin className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2">
                <span className="truncate text-[15px] font-semibold text-zinc-50">{room.name}</span>
                {room.joined ? <Badge variant="success">Joined</Badge> : null}
              </p>
              <p className="truncate text-xs text-zinc-400">
                {room.name.includes(room.city)
                  ? members(room.memberCount)
                  : `${room.city} · ${members(room.memberCount)}`}
              </p>
            </div>
            <Button
              variant={room.joined ? 'secondary' : 'outline'}
              aria-label={`${room.joined ? 'Open' : 'Join'} ${room.name}`}
              loading={joining}
              disabled={join.isPending && !joining}
              onClick={() =>
                join.mutate(room.id, {
                  onSuccess: ({ conversationId }) => void navigate(paths.chat.to(conversationId)),
                })
              }
            >
              {room.joined ? 'Open' : 'Join'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
