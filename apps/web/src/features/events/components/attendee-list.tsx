import { Link } from 'react-router';
import type { EventAttendee, EventDetail } from '@blaze/contracts/events';
import { paths } from '@/config/paths';
import { memberName } from '@/lib/member-name';
import { UserAvatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { useAttendees } from '@/features/events/api/get-event';

function People({ title, people }: { title: string; people: EventAttendee[] }) {
  if (people.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-zinc-300">
        {title} ({people.length})
      </h3>
      <ul className="flex flex-col gap-1" aria-label={title}>
        {people.map((p) => (
          <li key={p.id}>
            <Link
              to={paths.profileById.to(p.id)}
              className="flex items-center gap-3 rounded-xl px-1 py-1.5 hover:bg-zinc-900"
            >
              <UserAvatar src={p.avatarUrl} name={memberName(p)} size="sm" />
              <span className="text-sm text-zinc-100">{memberName(p)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Who is going and interested (and, for the host, the waitlist in order), as the host allows. */
export function AttendeeList({ event }: { event: EventDetail }) {
  const attendees = useAttendees(event.id, event.canSeeAttendees);
  if (!event.canSeeAttendees)
    return (
      <p className="text-sm text-zinc-400">
        {event.attendeeList === 'host'
          ? 'The host keeps the guest list private.'
          : 'The guest list is shown to those going.'}
      </p>
    );
  if (attendees.isPending) return <Skeleton className="h-16 rounded-xl" />;
  if (attendees.isError) return <p className="text-sm text-zinc-400">Couldn't load the guests.</p>;
  const { going, interested, waitlist } = attendees.data;
  if (going.length + interested.length + waitlist.length === 0)
    return <p className="text-sm text-zinc-400">Nobody has answered yet.</p>;
  return (
    <div className="flex flex-col gap-4">
      <People title="Going" people={going} />
      <People title="Interested" people={interested} />
      <People title="Waitlist" people={waitlist} />
    </div>
  );
}
