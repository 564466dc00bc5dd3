import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DELETED_MEMBER_ID, DELETED_MEMBER_NAME } from '@blaze/contracts/account-data';
import type { Conversation, MessagePhoto } from '@blaze/contracts/messaging';
import type { Photo } from '@blaze/contracts/photos';
import { ApiError } from '@/lib/api-client';
import { memberName } from '@/lib/member-name';
import { notifyError } from '@/lib/notify';
import { uploadPhoto } from '@/lib/upload-photo';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useOnline } from '@/hooks/use-online';
import { useAcceptRequest } from '@/features/messaging/api/accept-request';
import { useMessages } from '@/features/messaging/api/get-messages';
import { useMarkRead } from '@/features/messaging/api/mark-read';
import { useMessageSettings } from '@/features/messaging/api/get-message-settings';
import { AttachmentMenu, type Attachment } from '@/features/messaging/components/attachment-menu';
import { ChatFrame } from '@/features/messaging/components/chat-frame';
import { ChatHeader } from '@/features/messaging/components/chat-header';
import { ChatMessageList } from '@/features/messaging/components/chat-message-list';
import { ChatNetworkNotice } from '@/features/messaging/components/chat-network-notice';
import { ChatRequestBanner } from '@/features/messaging/components/chat-request-banner';
import { Composer } from '@/features/messaging/components/composer';
import { conversationTitle } from '@/features/messaging/components/conversation-format';
import { MessageActionsSheet } from '@/features/messaging/components/message-actions-sheet';
import { MessageReportDialog } from '@/features/messaging/components/message-report-dialog';
import { PhotoViewer } from '@/features/messaging/components/photo-viewer';
import { savePhotoToDevice } from '@/features/messaging/components/save-photo';
import { useMessageActions } from '@/features/messaging/components/use-message-actions';
import { useOutboxItems, useSendMessage } from '@/features/messaging/outbox/send-queue';
import { flattenMessages } from '@/features/messaging/realtime/message-cache';
import { sendFrame, useTypers } from '@/features/messaging/realtime/realtime';
import { useSlowConnection } from '@/features/messaging/realtime/use-slow-connection';
import { ServiceChatBlockDialog } from '@/features/messaging/components/service-chat-block-dialog';

/** What the chat takes from other features, handed in by the route that composes it. */
export interface ChatSlots {
  /** Picks one of my own photos to send. */
  albumPicker: (props: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    onPick: (photo: Photo) => void;
  }) => ReactNode;
  /** Confirms blocking the other member of a 1:1 (from a message request). */
  blockDialog: (props: {
    userId: string;
    name: string;
    open: boolean;
    onOpenChange: (open: boolean) => void;
  }) => ReactNode;
  /** A safety caution about the other member of a 1:1 (the signals feature, decision 030). */
  caution?: (props: { conversationId: string }) => ReactNode;
}

interface ChatViewProps extends ChatSlots {
  conversation: Conversation;
  meId: string;
  onBack: () => void;
}

/** An open conversation: header, messages, composer, and the sheets and dialogs they open. */
export function ChatView({
  conversation,
  meId,
  onBack,
  albumPicker,
  blockDialog,
  caution,
}: ChatViewProps) {
  const id = conversation.id;
  const title = conversationTitle(conversation);
  const messages = useMessages(id);
  const outbox = useOutboxItems(id);
  const send = useSendMessage(id);
  const markRead = useMarkRead(id);
  const accept = useAcceptRequest(id);
  const settings = useMessageSettings().data;
  const fontSize = settings?.theme.fontSize ?? 'medium';
  const online = useOnline();
  const typerIds = useTypers(id);
  const connecting = useSlowConnection(online);
  const actions = useMessageActions(id, meId);

  const [viewer, setViewer] = useState<{ photo: MessagePhoto; saved: boolean } | null>(null);
  const [blockOpen, setBlockOpen] = useState(false);
  const [attachOpen, setAttachOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [confirm, setConfirm] = useState<'album-share' | 'location' | null>(null);
  const [upload, setUpload] = useState<number | null>(null);

  const names = useMemo(
    () => new Map(conversation.participants.map((p) => [p.id, memberName(p)])),
    [conversation.participants],
  );
  const nameOf = useCallback(
    (userId: string) =>
      userId === meId
        ? 'You'
        : userId === DELETED_MEMBER_ID
          ? DELETED_MEMBER_NAME
          : (names.get(userId) ?? 'A member'),
    [names, meId],
  );
  const typerNames = useMemo(() => typerIds.map(nameOf), [typerIds, nameOf]);
  const allMessages = useMemo(
    () => (messages.data ? flattenMessages(messages.data) : undefined),
    [messages.data],
  );
  const waiting = outbox.filter(
    (item) =>
      (item.status === 'pending' || item.status === 'syncing') && (!online || item.attempts > 0),
  ).length;

  const other = conversation.isGroup ? null : conversation.participants[0];
  const onTyping = useCallback(
    (typing: boolean) => void sendFrame({ type: 'typing', conversationId: id, typing }),
    [id],
  );
  const { fetchNextPage } = messages;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  /** A received photo is also saved on opening when the member chose so (the tap allows it). */
  function openPhoto(photo: MessagePhoto, mine: boolean) {
    const save = !mine && !!settings?.media.saveToDevice;
    if (save) savePhotoToDevice(photo);
    setViewer({ photo, saved: save });
  }

  function savePhoto() {
    if (!viewer) return;
    savePhotoToDevice(viewer.photo);
    setViewer({ ...viewer, saved: true });
  }

  function onAttach(choice: Attachment) {
    if (choice === 'albums') setPickerOpen(true);
    else setConfirm(choice);
  }

  function sendPhoto(photo: Photo) {
    setPickerOpen(false);
    const { id: photoId, url, thumbUrl, width, height } = photo;
    send({ kind: 'photo', photoId }, { id: photoId, url, thumbUrl, width, height });
  }

  async function uploadAndSend(file: File) {
    setUpload(0);
    try {
      const photo = await uploadPhoto(file, 'private', setUpload);
      sendPhoto(photo);
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : 'The photo could not be sent.');
    } finally {
      setUpload(null);
    }
  }

  function sendLocation() {
    setConfirm(null);
    if (!('geolocation' in navigator)) {
      notifyError("This device can't share its location.");
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        send({ kind: 'location', latitude: coords.latitude, longitude: coords.longitude }),
      () =>
        notifyError(
          "We couldn't get your location. Allow location access for Blaze and try again.",
        ),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  return (
    <ChatFrame>
      <title>{`${title} · Blaze`}</title>
      <ChatHeader
        conversation={conversation}
        typers={typerNames}
        connecting={connecting}
        onBack={onBack}
      />
      {conversation.folder === 'requests' ? (
        <ChatRequestBanner
          name={title}
          accepting={accept.isPending}
          onAccept={() => accept.mutate()}
          onBlock={() => setBlockOpen(true)}
        />
      ) : null}
      {!conversation.isGroup && caution ? caution({ conversationId: id }) : null}
      <ChatMessageList
        conversation={conversation}
        meId={meId}
        messages={allMessages}
        outbox={outbox}
        typerNames={typerNames}
        nameOf={nameOf}
        hasOlder={!!messages.hasNextPage}
        loadingOlder={messages.isFetchingNextPage}
        onLoadOlder={loadOlder}
        onReadUpTo={markRead}
        fontSize={fontSize}
        autoDownload={settings?.media.autoDownload}
        onOpenPhoto={openPhoto}
        onActions={actions.openFor}
        onRetry={actions.retry}
        emptyHint={
          conversation.isGroup
            ? 'No messages yet. Say hello to the group.'
            : `No messages yet. Say hi to ${title}.`
        }
      />
      {messages.isError && !messages.data ? (
        <p role="alert" className="px-4 py-2 text-center text-sm text-red-300">
          {messages.error.message}{' '}
          <button
            type="button"
            className="cursor-pointer font-semibold underline"
            onClick={() => void messages.refetch()}
          >
            Try again
          </button>
        </p>
      ) : null}
      <ChatNetworkNotice waiting={waiting} />
      {upload !== null ? (
        <p role="status" className="px-4 py-1.5 text-center text-xs text-zinc-400">
          Uploading photo… {Math.round(upload * 100)}%
        </p>
      ) : null}
      <Composer
        onSend={(text) => send({ kind: 'text', text })}
        onTyping={onTyping}
        onAttach={() => setAttachOpen(true)}
        fontSize={fontSize}
      />

      <AttachmentMenu
        open={attachOpen}
        onOpenChange={setAttachOpen}
        onChoose={onAttach}
        onFile={(file) => void uploadAndSend(file)}
      />
      {albumPicker({ open: pickerOpen, onOpenChange: setPickerOpen, onPick: sendPhoto })}
      <ConfirmDialog
        open={confirm === 'album-share'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Share your private album?"
        description={`${conversation.isGroup ? 'Everyone in this group' : title} can see your private photos until you stop sharing in My Albums.`}
        confirmLabel="Share album"
        onConfirm={() => {
          setConfirm(null);
          send({ kind: 'album' });
        }}
      />
      <ConfirmDialog
        open={confirm === 'location'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Send your location?"
        description="They see a pin within about 500 m of you, never your exact spot."
        confirmLabel="Send location"
        onConfirm={sendLocation}
      />
      <MessageActionsSheet {...actions.sheet} />
      <MessageReportDialog
        conversationId={id}
        messageId={actions.reportOf}
        open={actions.reportOf !== null}
        onOpenChange={(open) => !open && actions.closeReport()}
      />
      {conversation.service ? (
        <ServiceChatBlockDialog
          conversation={{ ...conversation, service: conversation.service }}
          name={title}
          open={blockOpen}
          onOpenChange={setBlockOpen}
        />
      ) : other ? (
        blockDialog({
          userId: other.id,
          name: title,
          open: blockOpen,
          onOpenChange: setBlockOpen,
        })
      ) : null}
      <PhotoViewer
        photo={viewer?.photo ?? null}
        saved={!!viewer?.saved}
        onSave={savePhoto}
        onClose={() => setViewer(null)}
      />
    </ChatFrame>
  );
}
