import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { likeProfile } from '@/features/profiles/api/like-profile';
import { useOpenConversation } from '@/features/messaging/api/open-conversation';

/** The profile actions the discovery views offer (like from the swipe deck, message a match). */
export function useBrowseActions() {
  const navigate = useNavigate();
  const conversation = useOpenConversation();
  return {
    like: (id: string) => likeProfile(id, true),
    onMessage: (id: string) =>
      conversation.mutate(
        { userId: id },
        {
          onSuccess: ({ id: chatId }) => void navigate(paths.chat.to(chatId)),
        },
      ),
    messaging: conversation.isPending,
  };
}
