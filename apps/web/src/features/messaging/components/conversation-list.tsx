import { useEffect, useState, type ReactNode } from 'react';
import type { Conversation } from '@blaze/contracts/messaging';
import { ConversationRow } from '@/features/messaging/components/conversation-row';

/** The clock the rows' times are measured from, moved on every minute so '5m' becomes '6m'. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

interface ConversationListProps {
  label: string;
  conversations: readonly Conversation[];
  myId: string | undefined;
  /** Shown instead of the list when it has no conversations. */
  empty: ReactNode;
}

export function ConversationList({ label, conversations, myId, empty }: ConversationListProps) {
  const now = useMinuteClock();
  if (conversations.length === 0) return <>{empty}</>;
  return (
    <ul aria-label={label} className="flex flex-col">
      {conversations.map((conversation) => (
        <ConversationRow key={conversation.id} conversation={conversation} myId={myId} now={now} />
      ))}
    </ul>
  );
}
