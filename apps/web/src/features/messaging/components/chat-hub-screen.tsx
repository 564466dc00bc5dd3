import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { HubGroups } from '@/features/messaging/components/hub-groups';
import { RoomsList } from '@/features/messaging/components/rooms-list';

/** /chat-hub: my group chats and the open city rooms. */
export function ChatHubScreen() {
  const { me } = useSession();
  return (
    <div className="flex flex-col gap-6 pt-5">
      <title>Chat hub · Blaze</title>
      <header className="flex items-start gap-3 px-4">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-black tracking-tight text-zinc-50">Chat hub</h1>
          <p className="mt-1 text-sm text-zinc-400">Your group chats, and rooms for your city.</p>
        </div>
        <Button asChild>
          <Link to={paths.newMessage.to()}>
            <Users aria-hidden />
            Start a group
          </Link>
        </Button>
      </header>
      <section aria-labelledby="hub-groups" className="flex flex-col gap-1">
        <h2 id="hub-groups" className="px-4 text-lg font-bold text-zinc-50">
          Your groups
        </h2>
        <HubGroups myId={me?.user.id} />
      </section>
      <section aria-labelledby="hub-rooms" className="flex flex-col gap-3">
        <div className="px-4">
          <h2 id="hub-rooms" className="text-lg font-bold text-zinc-50">
            City rooms
          </h2>
          <p className="text-sm text-zinc-400">
            Open chats for everyone in a city. Be kind: the community rules apply.
          </p>
        </div>
        <RoomsList />
      </section>
    </div>
  );
}
