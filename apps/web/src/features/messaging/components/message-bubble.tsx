import { useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Ban,
  ImageIcon,
  Lock,
  MapPin,
  MoreHorizontal,
  RotateCw,
  ShoppingBag,
  Timer,
} from 'lucide-react';
import { GESTURES } from '@blaze/contracts/constants';
import { formatListingPrice } from '@blaze/contracts/marketplace';
import { DELETED_MEMBER_ID, DELETED_MEMBER_NAME } from '@blaze/contracts/account-data';
import type { Message, MessagePhoto } from '@blaze/contracts/messaging';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { timeLabel, type Delivery } from '@/features/messaging/components/chat-timeline';
import {
  BUBBLE_TEXT_SIZE,
  type ChatFontSize,
} from '@/features/messaging/components/chat-text-size';
import { MessageTicks } from '@/features/messaging/components/message-ticks';

/** A hold that moves further than this is a scroll, not a long press. */
const MOVE_TOLERANCE_PX = 10;

/** Long press (touch or mouse held 500 ms) and right-click open the message's actions. */
function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const origin = useRef<{ x: number; y: number } | null>(null);
  /** The long press fired: the click that follows the release must not also open the photo. */
  const fired = useRef(false);
  const cancel = () => {
    clearTimeout(timer.current);
    origin.current = null;
  };
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      origin.current = { x: event.clientX, y: event.clientY };
      fired.current = false;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        origin.current = null;
        fired.current = true;
        navigator.vibrate?.(10);
        onLongPress();
      }, GESTURES.longPressMs);
    },
    onPointerMove(event: PointerEvent) {
      const start = origin.current;
      if (!start) return;
      if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > MOVE_TOLERANCE_PX)
        cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onClickCapture(event: MouseEvent) {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onContextMenu(event: { preventDefault: () => void }) {
      event.preventDefault();
      cancel();
      onLongPress();
    },
  };
}

interface MessageBubbleProps {
  message: Message;
  mine: boolean;
  /** Who wrote it: read out before every message, shown above a run in a group. */
  senderName: string;
  showSender: boolean;
  runStart: boolean;
  /** My messages: where it is on its way. */
  delivery?: Delivery;
  /** Why the server refused it, in its words, when it did (shown with the retry). */
  failReason?: string | null;
  onRetry?: () => void;
  /** The member's text size in chats. */
  fontSize: ChatFontSize;
  /** A photo shows at once; otherwise a 'Tap to load photo' placeholder until he taps it. */
  autoLoadPhoto: boolean;
  onOpenPhoto: (photo: MessagePhoto, mine: boolean) => void;
  onActions: () => void;
}

export function MessageBubble({
  message,
  mine,
  senderName,
  showSender,
  runStart,
  delivery,
  failReason,
  onRetry,
  fontSize,
  autoLoadPhoto,
  onOpenPhoto,
  onActions,
}: MessageBubbleProps) {
  const press = useLongPress(onActions);
  const failed = delivery === 'failed';
  const media = !message.unsent && message.kind === 'photo';

  return (
    <div
      className={cn(
        'group flex w-full flex-col',
        mine ? 'items-end' : 'items-start',
        runStart ? 'mt-2.5' : 'mt-0.5',
      )}
      data-testid="message"
      data-mine={mine || undefined}
    >
      {showSender && runStart && !mine ? (
        <span aria-hidden className="mb-0.5 px-3 text-xs font-semibold text-brand-text">
          {senderName}
        </span>
      ) : null}
      <div className={cn('flex max-w-[82%] items-center gap-1', mine && 'flex-row-reverse')}>
        <div
          {...press}
          className={cn(
            'relative min-w-0 rounded-[1.15rem] leading-snug shadow-sm select-none [-webkit-touch-callout:none]',
            BUBBLE_TEXT_SIZE[fontSize],
            media ? 'p-1' : 'px-3 py-1.5',
            mine ? 'bg-brand text-brand-foreground' : 'bg-zinc-800 text-zinc-100',
            runStart && (mine ? 'rounded-tr-md' : 'rounded-tl-md'),
            failed && 'bg-brand/60',
            message.unsent && 'bg-transparent text-zinc-400 ring-1 ring-zinc-700',
          )}
        >
          <span className="sr-only">{senderName}: </span>
          <MessageContent
            message={message}
            mine={mine}
            autoLoadPhoto={autoLoadPhoto}
            onOpenPhoto={onOpenPhoto}
          />
          <Meta
            time={message.createdAt}
            delivery={mine && !message.unsent ? delivery : undefined}
            expires={!!message.expiresAt}
            overlay={media && !message.text}
          />
        </div>
        <button
          type="button"
          onClick={onActions}
          aria-label="Message actions"
          className="flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full text-zinc-400 opacity-0 transition-opacity group-hover:opacity-100 hover:bg-zinc-800 hover:text-zinc-100 focus-visible:opacity-100"
        >
          <MoreHorizontal aria-hidden className="size-4" />
        </button>
      </div>
      {failed && failReason ? (
        <p className="mt-1 max-w-[75%] px-1 text-right text-xs text-red-300">{failReason}</p>
      ) : null}
      {failed && onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-1 flex cursor-pointer items-center gap-1 px-1 text-xs font-semibold text-red-300 hover:text-red-200"
        >
          <RotateCw aria-hidden className="size-3" />
          Not sent — Tap to retry
        </button>
      ) : null}
    </div>
  );
}

function Meta({
  time,
  delivery,
  expires,
  overlay,
}: {
  time: string;
  delivery?: Delivery;
  expires: boolean;
  overlay: boolean;
}) {
  return (
    <span
      className={cn(
        'float-right mt-1.5 ml-2 flex translate-y-0.5 items-center gap-1 text-[11px] leading-none tabular-nums opacity-80',
        overlay &&
          'absolute right-2.5 bottom-2.5 m-0 translate-y-0 rounded-full bg-black/55 px-1.5 py-1 text-white opacity-100',
      )}
    >
      {expires ? <Timer aria-label="Disappears" className="size-3" /> : null}
      <time dateTime={time}>{timeLabel(time)}</time>
      {delivery ? <MessageTicks delivery={delivery} onPhoto={overlay} /> : null}
    </span>
  );
}

function MessageContent({
  message,
  mine,
  autoLoadPhoto,
  onOpenPhoto,
}: {
  message: Message;
  mine: boolean;
  autoLoadPhoto: boolean;
  onOpenPhoto: (photo: MessagePhoto, mine: boolean) => void;
}) {
  if (message.unsent) {
    return (
      <span className="inline-flex items-center gap-1.5 italic">
        <Ban aria-hidden className="size-3.5" />
        {message.senderId === DELETED_MEMBER_ID
          ? `${DELETED_MEMBER_NAME} · message removed`
          : 'Message unsent'}
      </span>
    );
  }
  switch (message.kind) {
    case 'photo':
      return (
        <>
          {message.photo ? (
            <ChatPhoto
              photo={message.photo}
              autoLoad={autoLoadPhoto}
              onOpen={(photo) => onOpenPhoto(photo, mine)}
            />
          ) : (
            <span className="flex h-40 w-60 max-w-full flex-col items-center justify-center gap-2 rounded-[0.9rem] bg-black/20 text-sm">
              <ImageIcon aria-hidden className="size-6 opacity-80" />
              Photo
            </span>
          )}
          {message.text ? (
            <p className="px-2 pt-1.5 break-words whitespace-pre-wrap">{message.text}</p>
          ) : null}
        </>
      );
    case 'album':
      return (
        <Card
          icon={<Lock aria-hidden className="size-5" />}
          title={mine ? 'You shared your private album' : 'Shared his private album with you'}
          mine={mine}
        >
          {mine ? (
            'He can see your private photos until you stop sharing.'
          ) : (
            <Link
              to={paths.profileById.to(message.senderId)}
              className="font-semibold underline underline-offset-2"
            >
              View album
            </Link>
          )}
        </Card>
      );
    case 'location':
      return (
        <Card
          icon={<MapPin aria-hidden className="size-5" />}
          title="Approximate location"
          mine={mine}
        >
          <span className="block">{message.location?.label ?? 'Within about 500 m'}</span>
          <Link
            to={`${paths.discovery.to()}?view=map`}
            className="font-semibold underline underline-offset-2"
          >
            Open the map
          </Link>
        </Card>
      );
    case 'story':
      return <StoryAnswer message={message} mine={mine} />;
    case 'listing':
      return <ListingQuestion message={message} mine={mine} />;
    default:
      return <span className="break-words whitespace-pre-wrap">{message.text}</span>;
  }
}

/**
 * A question about a marketplace listing: the listing as it is now (photo, title, price, a link to it;
 * 'Sold' once sold, 'no longer available' once gone), then the words.
 */
function ListingQuestion({ message, mine }: { message: Message; mine: boolean }) {
  const listing = message.listing;
  const gone = !listing || listing.state === 'gone';
  return (
    <span className="flex flex-col gap-1.5 py-0.5">
      <span className="text-xs opacity-80">
        {mine ? 'You asked about a listing' : 'Asked about your listing'}
      </span>
      {gone ? (
        <span className="flex w-52 items-center gap-2 rounded-xl bg-black/20 p-2 text-xs">
          <ShoppingBag aria-hidden className="size-4 shrink-0" />
          Listing no longer available
        </span>
      ) : (
        <Link
          to={paths.marketplaceListing.to(listing.id)}
          className="flex w-56 items-center gap-2 rounded-xl bg-black/20 p-1.5"
        >
          {listing.photo ? (
            <img
              src={listing.photo.thumbUrl}
              alt=""
              draggable={false}
              className="size-14 shrink-0 rounded-lg bg-zinc-900 object-cover"
            />
          ) : (
            <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-black/20">
              <ShoppingBag aria-hidden className="size-5" />
            </span>
          )}
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-semibold">{listing.title}</span>
            <span className="text-xs">
              {listing.state === 'sold'
                ? 'Sold'
                : formatListingPrice(listing.priceMinor ?? 0, listing.currency ?? 'EUR')}
            </span>
          </span>
        </Link>
      )}
      {message.text ? (
        <span className="break-words whitespace-pre-wrap">{message.text}</span>
      ) : null}
    </span>
  );
}

/** A reply or a reaction to a story: the story (while it is live, a link to it), then the words. */
function StoryAnswer({ message, mine }: { message: Message; mine: boolean }) {
  const story = message.story;
  const label = story?.reaction
    ? mine
      ? 'You reacted to his story'
      : 'Reacted to your story'
    : mine
      ? 'You replied to his story'
      : 'Replied to your story';
  return (
    <span className="flex flex-col gap-1.5 py-0.5">
      <span className="text-xs opacity-80">{label}</span>
      {message.photo && story ? (
        <Link
          to={paths.rawAfStory.to(story.slug)}
          aria-label="Open the story"
          className="block w-28 overflow-hidden rounded-xl"
        >
          <img
            src={message.photo.thumbUrl}
            alt=""
            draggable={false}
            className="block aspect-[3/4] w-28 bg-zinc-900 object-cover"
          />
        </Link>
      ) : (
        <span className="flex aspect-[3/4] w-28 items-center justify-center rounded-xl bg-black/20 px-2 text-center text-xs">
          Story no longer available
        </span>
      )}
      <span
        className={cn(
          'break-words whitespace-pre-wrap',
          story?.reaction && 'text-3xl leading-none',
        )}
      >
        {message.text}
      </span>
    </span>
  );
}

/** A photo in the chat; when it may not load on its own, a placeholder of its shape loads it. */
function ChatPhoto({
  photo,
  autoLoad,
  onOpen,
}: {
  photo: MessagePhoto;
  autoLoad: boolean;
  onOpen: (photo: MessagePhoto) => void;
}) {
  const [tapped, setTapped] = useState(false);
  const shape = { aspectRatio: `${photo.width} / ${photo.height}` };
  if (!autoLoad && !tapped) {
    return (
      <button
        type="button"
        onClick={() => setTapped(true)}
        className="flex max-h-80 w-60 max-w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-[0.9rem] bg-zinc-900 text-sm font-semibold text-zinc-200 hover:bg-zinc-800"
        style={shape}
      >
        <ImageIcon aria-hidden className="size-6 opacity-80" />
        Tap to load photo
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onOpen(photo)}
      aria-label="Open photo"
      className="block cursor-zoom-in overflow-hidden rounded-[0.9rem]"
    >
      <img
        src={photo.thumbUrl}
        alt=""
        width={photo.width}
        height={photo.height}
        draggable={false}
        className="block max-h-80 w-60 max-w-full bg-zinc-900 object-cover"
        style={shape}
      />
    </button>
  );
}

function Card({
  icon,
  title,
  mine,
  children,
}: {
  icon: ReactNode;
  title: string;
  mine: boolean;
  children: ReactNode;
}) {
  return (
    <span className="flex min-w-52 items-start gap-3 py-1">
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          mine ? 'bg-black/15' : 'bg-zinc-700 text-brand-text',
        )}
      >
        {icon}
      </span>
      <span className="flex flex-col gap-0.5 text-sm">
        <span className="font-semibold">{title}</span>
        <span className="opacity-85">{children}</span>
      </span>
    </span>
  );
}

/** A centred grey line: created, added, left, renamed, timer. */
export function SystemLine({ children }: { children: ReactNode }) {
  return (
    <p className="mx-auto my-2 max-w-[85%] rounded-full bg-zinc-900 px-3 py-1 text-center text-xs text-zinc-400">
      {children}
    </p>
  );
}

export function DaySeparator({ label }: { label: string }) {
  return (
    <div className="my-3 flex justify-center" role="separator" aria-label={label}>
      <span className="rounded-full bg-zinc-900/90 px-3 py-1 text-xs font-semibold text-zinc-300 ring-1 ring-zinc-800 backdrop-blur">
        {label}
      </span>
    </div>
  );
}
