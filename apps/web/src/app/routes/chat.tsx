import { useParams } from 'react-router';
import { ChatScreen } from '@/features/messaging/components/chat-screen';
import { AlbumPhotoPicker } from '@/features/photos/components/album-photo-picker';
import { BlockDialog } from '@/features/profiles/components/block-dialog';
import { ChatCaution } from '@/features/signals/components/chat-caution';

/** /app/chat/:conversationId */
export default function ChatRoute() {
  const { conversationId = '' } = useParams();
  return (
    <ChatScreen
      conversationId={conversationId}
      albumPicker={(props) => <AlbumPhotoPicker {...props} />}
      blockDialog={(props) => <BlockDialog {...props} />}
      caution={(props) => <ChatCaution {...props} />}
    />
  );
}
