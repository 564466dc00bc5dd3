import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Link, useSearchParams } from 'react-router';
import {
  Inbox,
  MessageCircle,
  MessagesSquare,
  Search,
  SearchX,
  Settings2,
  SquarePen,
  X,
} from 'lucide-react';
import type { Folder } from '@blaze/contracts/messaging';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useConversations, useUnreadTotals } from '@/features/messaging/api/get-conversations';
import { ConversationList } from '@/features/messaging/components/conversation-list';
import {
  ConversationError,
  ConversationSkeleton,
} from '@/features/messaging/components/conversation-states';
import { badgeCount } from '@/features/messaging/components/conversation-unread-badge';
import { useDeferredFirst } from '@/lib/use-deferred-first';

const SEARCH_DELAY_MS = 300;

/** The typed text, once typing has paused: the search asks the server once, not per key. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function FolderList({ folder, q, myId }: { folder: Folder; q: string; myId: string | undefined }) {
  const list = useConversations(folder, q);
  const data = useDeferredFirst(list.data);
  if (list.isError)
    return <ConversationError error={list.error} onRetry={() => void list.refetch()} />;
  if (!data) return <ConversationSkeleton />;

  const empty = q ? (
    <EmptyState icon={<SearchX aria-hidden />} title={`No chats match “${q}”`}>
      Search looks at names and usernames. Check the spelling, or start a new message.
    </EmptyState>
  ) : folder === 'requests' ? (
    <EmptyState icon={<Inbox aria-hidden />} title="No requests">
      When someone you haven&apos;t chatted with writes to you, his message waits here until you
      accept it.
    </EmptyState>
  ) : (
    <EmptyState
      icon={<MessageCircle aria-hidden />}
      title="No messages yet"
      actions={
        <Button asChild>
          <Link to={paths.discovery.to()}>Find guys nearby</Link>
        </Button>
      }
    >
      Say hi to someone on Discover, or start a chat with one of your favourites.
    </EmptyState>
  );

  return (
    <div aria-busy={list.isFetching && list.isPlaceholderData ? true : undefined}>
      {folder === 'requests' && data.conversations.length > 0 ? (
        <p className="px-4 pb-1 text-xs leading-relaxed text-zinc-400">
          Messages from guys you haven&apos;t chatted with yet. Open one to read it, and accept it
          to move the chat to your inbox.
        </p>
      ) : null}
      <ConversationList
        label={folder === 'inbox' ? 'Conversations' : 'Message requests'}
        conversations={data.conversations}
        myId={myId}
        empty={empty}
      />
    </div>
  );
}

/** My chats (Inbox) and first messages from strangers (Requests), searchable by name. */
export function MessagesScreen() {
  const { me } = useSession();
  const [search, setSearch] = useSearchParams();
  const folder: Folder = search.get('folder') === 'requests' ? 'requests' : 'inbox';
  const [typed, setTyped] = useState('');
  const q = useSettled(typed.trim(), SEARCH_DELAY_MS);
  const requestCount = useUnreadTotals().data?.requestCount ?? 0;

  function setFolder(next: string) {
    const params = new URLSearchParams(search);
    if (next === 'requests') params.set('folder', 'requests');
    else params.delete('folder');
    setSearch(params, { replace: true });
  }

  return (
    <div className="flex flex-col gap-3 pt-4">
      <title>Messages · Blaze</title>
      <header className="flex items-center gap-1 px-4">
        <h1 className="flex-1 text-2xl font-black tracking-tight text-zinc-50">Messages</h1>
        <Button asChild variant="ghost" size="icon">
          <Link to={paths.chatHub.to()} aria-label="Groups and city rooms">
            <MessagesSquare aria-hidden />
          </Link>
        </Button>
        <Button asChild variant="ghost" size="icon">
          <Link to={paths.messageSettings.to()} aria-label="Message settings">
            <Settings2 aria-hidden />
          </Link>
        </Button>
        <Button asChild variant="primary" size="icon" className="ml-1 rounded-full">
          <Link to={paths.newMessage.to()} aria-label="New message">
            <SquarePen aria-hidden />
          </Link>
        </Button>
      </header>
      <search className="relative px-4">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-7.5 size-4.5 -translate-y-1/2 text-zinc-500"
        />
        <Input
          type="search"
          aria-label="Search chats by name"
          placeholder="Search chats"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="h-11 rounded-full pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
          maxLength={60}
          enterKeyHint="search"
        />
        {typed ? (
          <Button
            variant="quiet"
            size="round"
            aria-label="Clear search"
            onClick={() => setTyped('')}
            className="absolute top-0 right-4 text-zinc-400 hover:bg-transparent hover:text-zinc-100"
          >
            <X aria-hidden className="size-4.5" />
          </Button>
        ) : null}
      </search>
      <Tabs value={folder} onValueChange={setFolder} look="underline" className="flex flex-col">
        <TabsList aria-label="Folder" className="mx-4">
          <TabsTrigger value="inbox">Inbox</TabsTrigger>
          <TabsTrigger
            value="requests"
            aria-label={requestCount > 0 ? `Requests, ${requestCount} new` : undefined}
          >
            Requests
            {requestCount > 0 ? (
              <span
                aria-hidden
                className="flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1.5 text-[11px] font-bold text-brand-foreground tabular-nums"
              >
                {badgeCount(requestCount)}
              </span>
            ) : null}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="inbox" className="pt-2">
          {folder === 'inbox' ? <FolderList folder="inbox" q={q} myId={me?.user.id} /> : null}
        </TabsContent>
        <TabsContent value="requests" className="pt-2">
          {folder === 'requests' ? <FolderList folder="requests" q={q} myId={me?.user.id} /> : null}
        </TabsContent>
      </Tabs>
    </div>
  );
}
