import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { likeProfile } from '@/features/profiles/api/like-profile';
import { useStartConversation } from '@/features/profiles/api/start-conversation';

/** The profile actions the discovery views offer (like from the swipe deck, message a match). */
export function useBrowseActions() {
  const navigate = useNavigate();
  const conversation = useStartConversation();
  return {
    like: (id: string) => likeProfile(id, true),
    onMessage: (id: string) =>
      conversation.mutate(id, {
        onSuccess: ({ id: chatId }) => void navigate(paths.chat.to(chatId)),
      }),
    messaging: conversation.isPending,
  };
}
