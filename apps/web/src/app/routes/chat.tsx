import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { MessageCircleOff } from 'lucide-react';
import type { Conversation, MessagePhoto } from '@blaze/contracts/messaging';
import type { Photo } from '@blaze/contracts/photos';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { memberName } from '@/lib/member-name';
import { notify, notifyError } from '@/lib/notify';
import { uploadPhoto } from '@/lib/upload-photo';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatusPanel } from '@/components/status-screen';
import { useAcceptRequest } from '@/features/messaging/api/accept-request';
import { useConversation } from '@/features/messaging/api/get-conversation';
import { useMessages } from '@/features/messaging/api/get-messages';
import { useDeleteMessage } from '@/features/messaging/api/delete-message';
import { useMarkRead } from '@/features/messaging/api/mark-read';
import { useMessageSettings } from '@/features/messaging/api/get-message-settings';
import { AttachmentAlbumPicker } from '@/features/messaging/components/attachment-album-picker';
import { AttachmentMenu, type Attachment } from '@/features/messaging/components/attachment-menu';
import { ChatHeader } from '@/features/messaging/components/chat-header';
import { conversationTitle } from '@/features/messaging/components/conversation-format';
import { messageSummary } from '@/features/messaging/lib/message-summary';
import {
  ChatMessageList,
  type ActionTarget,
} from '@/features/messaging/components/chat-message-list';
import { ChatNetworkNotice } from '@/features/messaging/components/chat-network-notice';
import { ChatRequestBanner } from '@/features/messaging/components/chat-request-banner';
import { Composer } from '@/features/messaging/components/composer';
import {
  MessageActionsSheet,
  type MessageAction,
} from '@/features/messaging/components/message-actions-sheet';
import { MessageReportDialog } from '@/features/messaging/components/message-report-dialog';
import { PhotoViewer } from '@/features/messaging/components/photo-viewer';
import { savePhotoToDevice } from '@/features/messaging/components/save-photo';
import {
  useOutboxActions,
  useOutboxItems,
  useSendMessage,
} from '@/features/messaging/outbox/send-queue';
import { setChatOnScreen } from '@/features/messaging/realtime/chat-on-screen';
import { flattenMessages } from '@/features/messaging/realtime/message-cache';
import { sendFrame, useConnectionState, useTypers } from '@/features/messaging/realtime/realtime';
import { startMessaging } from '@/features/messaging/realtime/start-messaging';
import { myAlbumsQueryOptions } from '@/features/photos/api/get-my-albums';
import { BlockDialog } from '@/features/profiles/components/block-dialog';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** A short reconnect is not news: say 'Connecting…' only when it takes a while. */
const CONNECTING_NOTICE_AFTER_MS = 2_500;

function useSlowConnection(online: boolean): boolean {
  const state = useConnectionState();
  const down = online && state !== 'open';
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!down) return;
    const timer = setTimeout(() => setSlow(true), CONNECTING_NOTICE_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [down]);
  return down && slow;
}

/**
 * The part of the screen the on-screen keyboard leaves free. Phones keep the layout viewport full
 * height when the keyboard opens; following the visual viewport keeps the composer above it.
 */
function useVisibleArea(): { height: number; top: number } | null {
  const [area, setArea] = useState<{ height: number; top: number } | null>(null);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setArea({ height: viewport.height, top: viewport.offsetTop });
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return area;
}

/** The full-screen layer over the tab bar: a chat wants the whole phone. */
function ChatFrame({ children }: { children: ReactNode }) {
  const area = useVisibleArea();
  return (
    <div
      className="fixed inset-x-0 top-0 z-[45] h-dvh bg-zinc-950"
      style={area ? { height: area.height, transform: `translateY(${area.top}px)` } : undefined}
    >
      <div className="mx-auto flex h-full max-w-xl flex-col">{children}</div>
    </div>
  );
}

/** /app/chat/:conversationId */
export default function ChatRoute() {
  const { conversationId = '' } = useParams();
  const { me } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const meId = me?.user.id;

  useEffect(() => {
    if (meId) startMessaging(queryClient, meId, (to) => void navigate(to));
  }, [queryClient, meId, navigate]);

  // No alerts for the chat he is reading.
  useEffect(() => setChatOnScreen(conversationId), [conversationId]);

  if (!meId) return null;
  return <ChatScreen key={conversationId} conversationId={conversationId} meId={meId} />;
}

function ChatScreen({ conversationId, meId }: { conversationId: string; meId: string }) {
  const navigate = useNavigate();
  const conversation = useConversation(conversationId);

  const goBack = useCallback(() => {
    if (window.history.state?.idx > 0) void navigate(-1);
    else void navigate(paths.messages.to());
  }, [navigate]);

  if (conversation.isPending) {
    return (
      <ChatFrame>
        <StatusPanel title="Opening chat..." icon="spinner" className="my-auto" />
      </ChatFrame>
    );
  }
  if (conversation.isError) {
    const missing =
      conversation.error instanceof ApiError &&
      (conversation.error.status === 404 || conversation.error.status === 403);
    return (
      <ChatFrame>
        <title>Chat · Blaze</title>
        <StatusPanel
          className="my-auto"
          title={missing ? "This chat isn't available" : "We couldn't open this chat"}
          description={
            missing
              ? 'The member may have left Blaze, or one of you blocked the other.'
              : conversation.error.message
          }
          icon={<MessageCircleOff aria-hidden />}
          tone={missing ? 'neutral' : 'danger'}
        >
          {missing ? null : (
            <Button variant="secondary" size="lg" onClick={() => void conversation.refetch()}>
              Try again
            </Button>
          )}
          <Button asChild size="lg">
            <Link to={paths.messages.to()}>Back to messages</Link>
          </Button>
        </StatusPanel>
      </ChatFrame>
    );
  }
  return <ChatView conversation={conversation.data} meId={meId} onBack={goBack} />;
}

function ChatView({
  conversation,
  meId,
  onBack,
}: {
  conversation: Conversation;
  meId: string;
  onBack: () => void;
}) {
  const id = conversation.id;
  const title = conversationTitle(conversation);
  const messages = useMessages(id);
  const outbox = useOutboxItems(id);
  const send = useSendMessage(id);
  const outboxActions = useOutboxActions();
  const markRead = useMarkRead(id);
  const remove = useDeleteMessage(id);
  const accept = useAcceptRequest(id);
  const settings = useMessageSettings().data;
  const fontSize = settings?.theme.fontSize ?? 'medium';
  const online = useOnline();
  const typerIds = useTypers(id);
  const connecting = useSlowConnection(online);

  const [viewer, setViewer] = useState<{ photo: MessagePhoto; saved: boolean } | null>(null);
  const [target, setTarget] = useState<ActionTarget | null>(null);
  const [actionsOpen, setActionsOpen] = useState(false);
  const [reportOf, setReportOf] = useState<string | null>(null);
  const [blockOpen, setBlockOpen] = useState(false);
  const [attachOpen, setAttachOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [confirm, setConfirm] = useState<'album-share' | 'location' | null>(null);
  const [upload, setUpload] = useState<number | null>(null);
  const albums = useQuery({ ...myAlbumsQueryOptions, enabled: pickerOpen });

  const names = useMemo(() => {
    const map = new Map(conversation.participants.map((p) => [p.id, memberName(p)]));
    return map;
  }, [conversation.participants]);
  const nameOf = useCallback(
    (userId: string) => (userId === meId ? 'You' : (names.get(userId) ?? 'A member')),
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

  function openActions(next: ActionTarget) {
    setTarget(next);
    setActionsOpen(true);
  }

  const targetMessage = target?.kind === 'message' ? target.message : null;
  const actions: MessageAction[] = [];
  if (target?.kind === 'outbox') {
    if (target.item.body.kind === 'text') actions.push('copy');
    if (target.item.status === 'failed') actions.push('retry');
    if (target.item.status !== 'syncing' && !target.item.message) actions.push('discard');
  } else if (targetMessage) {
    const mine = targetMessage.senderId === meId;
    if (targetMessage.text && !targetMessage.unsent) actions.push('copy');
    if (mine && !targetMessage.unsent) actions.push('unsend');
    actions.push('delete');
    if (!mine) actions.push('report');
  }
  const preview = target
    ? target.kind === 'outbox'
      ? messageSummary({
          kind: target.item.body.kind,
          text: 'text' in target.item.body ? (target.item.body.text ?? null) : null,
          unsent: false,
        })
      : messageSummary(target.message)
    : '';

  function onAction(action: MessageAction) {
    if (!target) return;
    switch (action) {
      case 'copy':
        void navigator.clipboard
          .writeText(preview)
          .then(() => notify((toast) => toast.success('Copied')))
          .catch(() => notifyError("Couldn't copy the message."));
        return;
      case 'retry':
        if (target.kind === 'outbox') outboxActions.retry(target.item.clientId);
        return;
      case 'discard':
        if (target.kind === 'outbox') outboxActions.discard(target.item.clientId);
        return;
      case 'unsend':
      case 'delete':
        if (targetMessage) {
          remove.mutate({
            messageId: targetMessage.id,
            scope: action === 'unsend' ? 'everyone' : 'me',
          });
        }
        return;
      case 'report':
        if (targetMessage) setReportOf(targetMessage.id);
        return;
    }
  }

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
        onActions={openActions}
        onRetry={outboxActions.retry}
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
      <AttachmentAlbumPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        albums={albums.data}
        onPick={sendPhoto}
      />
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
      <MessageActionsSheet
        open={actionsOpen}
        onOpenChange={setActionsOpen}
        preview={preview}
        actions={actions}
        onAction={onAction}
      />
      <MessageReportDialog
        conversationId={id}
        messageId={reportOf}
        open={reportOf !== null}
        onOpenChange={(open) => !open && setReportOf(null)}
      />
      {other ? (
        <BlockDialog userId={other.id} name={title} open={blockOpen} onOpenChange={setBlockOpen} />
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
