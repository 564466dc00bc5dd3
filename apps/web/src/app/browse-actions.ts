import { likeProfile } from '@/features/profiles/api/like-profile';
import { useStartChat } from '@/features/messaging/api/open-conversation';

/** The profile actions the discovery views offer (like from the swipe deck, message a match). */
export function useBrowseActions() {
  const chat = useStartChat();
  return {
    like: (id: string) => likeProfile(id, true),
    onMessage: chat.start,
    messaging: chat.pending,
  };
}
