import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { EyeIcon, Flag, MoreHorizontal, Send, Trash2, VolumeX, X } from 'lucide-react';
import {
  STORY_REACTIONS,
  STORY_REPLY_MAX,
  STORY_SHOW_MS,
  type Story,
} from '@blaze/contracts/stories';
import { friendlyMessage } from '@/lib/api-client';
import { memberName } from '@/lib/member-name';
import { notify, notifyError } from '@/lib/notify';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ReportReasonDialog } from '@/components/report-reason-dialog';
import {
  useDeleteStory,
  useMarkStoryViewed,
  useMuteStories,
  useReactToStory,
  useReplyToStory,
  useReportStory,
} from '@/features/stories/api/story-actions';
import { StoryViewersSheet } from '@/features/stories/components/story-viewers-sheet';

/** A press shorter than this is a tap (next / previous); longer is a hold (pause). */
const TAP_MS = 250;
/** A drag down further than this closes the viewer. */
const SWIPE_CLOSE_PX = 80;

interface StoryPlayerProps {
  stories: Story[];
  startIndex?: number;
  /** Past the last story: the next member's, or close. */
  onNextGroup: () => void;
  /** Before the first story: the previous member's (or stay). */
  onPrevGroup: () => void;
  onClose: () => void;
}

function ago(iso: string): string {
  const minutes = Math.max(1, Math.round((Date.now() - new Date(iso).getTime()) / 60_000));
  return minutes < 60 ? `${minutes}m` : `${Math.floor(minutes / 60)}h`;
}

const newClientId = () => `story-${crypto.randomUUID().replaceAll('-', '')}`;

/**
 * The full-screen story viewer: progress bars, tap right / left for next / previous, hold to pause,
 * swipe down to close, a reply box and reactions (others' stories) or who watched (my own).
 */
export function StoryPlayer({
  stories,
  startIndex = 0,
  onNextGroup,
  onPrevGroup,
  onClose,
}: StoryPlayerProps) {
  const [index, setIndex] = useState(Math.min(startIndex, stories.length - 1));
  const [elapsed, setElapsed] = useState(0);
  const elapsedRef = useRef(0);
  const [holding, setHolding] = useState(false);
  const [typing, setTyping] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [viewersOpen, setViewersOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [reply, setReply] = useState('');
  const press = useRef<{ x: number; y: number; t: number; dy: number } | null>(null);
  const suppressClick = useRef(false);
  const story = stories[index];

  const markViewed = useMarkStoryViewed();
  const react = useReactToStory();
  const send = useReplyToStory();
  const remove = useDeleteStory();
  const report = useReportStory();
  const mute = useMuteStories();

  const paused = holding || typing || menuOpen || viewersOpen || reportOpen || !story;

  function goTo(next: number) {
    elapsedRef.current = 0;
    setElapsed(0);
    if (next >= stories.length) onNextGroup();
    else if (next < 0) onPrevGroup();
    else setIndex(next);
  }

  // The clock of the current story: it runs while nothing holds it, and moves on when it is up.
  useEffect(() => {
    if (paused) return;
    const started = performance.now() - elapsedRef.current;
    let frame = requestAnimationFrame(function tick(now) {
      const spent = now - started;
      elapsedRef.current = spent;
      setElapsed(spent);
      if (spent >= STORY_SHOW_MS) goTo(index + 1);
      else frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
    // goTo reads only the current props and index.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused, index]);

  // A story shown is a story seen: counted once on the server, and its ring turns seen.
  const storyId = story?.id;
  const reported = useRef(new Set<string>());
  useEffect(() => {
    if (!story || story.isOwn || story.seen || reported.current.has(story.id)) return;
    reported.current.add(story.id);
    markViewed.mutate({ storyId: story.id, authorId: story.author.id });
    // Only when another story comes into view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storyId]);

  if (!story) return null;
  const name = memberName(story.author);

  function onPointerDown(event: PointerEvent) {
    press.current = { x: event.clientX, y: event.clientY, t: performance.now(), dy: 0 };
    setHolding(true);
  }
  function onPointerMove(event: PointerEvent) {
    if (press.current) press.current.dy = event.clientY - press.current.y;
  }
  function onPointerUp() {
    const p = press.current;
    press.current = null;
    setHolding(false);
    if (!p) return;
    if (p.dy > SWIPE_CLOSE_PX) {
      suppressClick.current = true;
      onClose();
      return;
    }
    // A hold only paused: the click that follows the release must not also move on.
    suppressClick.current = performance.now() - p.t > TAP_MS;
  }
  function onTap(step: 1 | -1) {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    goTo(index + step);
  }
  function onKeyDown(event: KeyboardEvent) {
    if (typing) return;
    if (event.key === 'ArrowRight') goTo(index + 1);
    if (event.key === 'ArrowLeft') goTo(index - 1);
  }

  function onReply(event: FormEvent) {
    event.preventDefault();
    const text = reply.trim();
    if (!text || !story) return;
    send.mutate(
      { storyId: story.id, clientId: newClientId(), text },
      {
        onSuccess: () => {
          setReply('');
          notify((toast) => toast.success(`Reply sent to ${name}`));
        },
        onError: (error) => notifyError(friendlyMessage(error)),
      },
    );
  }

  function onReact(emoji: (typeof STORY_REACTIONS)[number]) {
    if (!story) return;
    react.mutate(
      { storyId: story.id, emoji },
      {
        onSuccess: () => notify((toast) => toast.success(`You reacted ${emoji}`)),
        onError: (error) => notifyError(friendlyMessage(error)),
      },
    );
  }

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 flex justify-center bg-black outline-none"
        >
          <DialogPrimitive.Title className="sr-only">{`Story by ${name}`}</DialogPrimitive.Title>
          <div className="relative flex h-dvh w-full max-w-xl flex-col pt-safe pb-safe">
            {/* The photo, with tap, hold and swipe. */}
            <div
              className="absolute inset-0 touch-none select-none"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={() => {
                press.current = null;
                setHolding(false);
              }}
              data-testid="story-photo"
            >
              <img
                key={story.id}
                src={story.photo.url}
                alt={story.text ? `Story: ${story.text}` : `Story by ${name}`}
                draggable={false}
                className="size-full object-contain"
              />
              {story.text ? (
                <p className="absolute inset-x-4 bottom-36 rounded-xl bg-black/55 px-4 py-3 text-center text-lg font-semibold break-words text-white">
                  {story.text}
                </p>
              ) : null}
              <button
                type="button"
                aria-label="Previous story"
                onClick={() => onTap(-1)}
                className="absolute inset-y-20 left-0 w-1/3 cursor-w-resize focus-visible:outline-none"
              />
              <button
                type="button"
                aria-label="Next story"
                onClick={() => onTap(1)}
                className="absolute inset-y-20 right-0 w-2/3 cursor-e-resize focus-visible:outline-none"
              />
            </div>

            {/* Progress bars and the header. */}
            <div className="relative z-10 bg-linear-to-b from-black/60 to-transparent px-3 pt-2 pb-6">
              <div className="flex gap-1" aria-hidden>
                {stories.map((s, i) => (
                  <span
                    key={s.id}
                    className="h-0.5 flex-1 overflow-hidden rounded-full bg-white/30"
                  >
                    <span
                      data-testid="story-progress"
                      className="block h-full bg-white"
                      style={{
                        width: `${i < index ? 100 : i === index ? Math.min(100, (elapsed / STORY_SHOW_MS) * 100) : 0}%`,
                      }}
                    />
                  </span>
                ))}
              </div>
              <p className="sr-only" aria-live="polite">
                {`Story ${index + 1} of ${stories.length}${paused ? ', paused' : ''}`}
              </p>
              <div className="mt-3 flex items-center gap-2.5">
                <UserAvatar src={story.author.avatarUrl} name={name} size="sm" />
                <span className="min-w-0 flex-1 truncate text-sm font-semibold text-white">
                  {story.isOwn ? 'Your story' : name}
                  <span className="ml-2 font-normal text-white/70">{ago(story.createdAt)}</span>
                </span>
                <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
                  <DropdownMenuTrigger asChild>
                    <Button variant="overlay" size="round" aria-label="Story options">
                      <MoreHorizontal aria-hidden className="size-5" />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end" className="z-[60]">
                    {story.isOwn ? (
                      <DropdownMenuItem
                        destructive
                        onSelect={() =>
                          remove.mutate(
                            { storyId: story.id },
                            {
                              onSuccess: () => {
                                notify((toast) => toast.success('Story deleted'));
                                onClose();
                              },
                              onError: (error) => notifyError(friendlyMessage(error)),
                            },
                          )
                        }
                      >
                        <Trash2 aria-hidden />
                        Delete story
                      </DropdownMenuItem>
                    ) : (
                      <>
                        <DropdownMenuItem
                          onSelect={() =>
                            mute.mutate(
                              { memberId: story.author.id },
                              {
                                onSuccess: () => {
                                  notify((toast) =>
                                    toast.success(`${name}'s stories are muted`, {
                                      description: "They won't show in your stories row.",
                                    }),
                                  );
                                  onClose();
                                },
                                onError: (error) => notifyError(friendlyMessage(error)),
                              },
                            )
                          }
                        >
                          <VolumeX aria-hidden />
                          Mute his stories
                        </DropdownMenuItem>
                        <DropdownMenuItem destructive onSelect={() => setReportOpen(true)}>
                          <Flag aria-hidden />
                          Report story
                        </DropdownMenuItem>
                      </>
                    )}
                  </DropdownMenuContent>
                </DropdownMenu>
                <DialogPrimitive.Close asChild>
                  <Button variant="overlay" size="round" aria-label="Close story">
                    <X aria-hidden className="size-5" />
                  </Button>
                </DialogPrimitive.Close>
              </div>
            </div>

            {/* Reply and reactions, or who watched my story. */}
            <div className="relative z-10 mt-auto bg-linear-to-t from-black/70 to-transparent px-3 pt-8 pb-3">
              {story.isOwn ? (
                <Button
                  variant="overlay"
                  onClick={() => setViewersOpen(true)}
                  className="mx-auto flex"
                >
                  <EyeIcon aria-hidden />
                  {`Seen by ${story.viewCount ?? 0}`}
                </Button>
              ) : (
                <div className="flex flex-col gap-2">
                  <div className="flex justify-between" role="group" aria-label="React">
                    {STORY_REACTIONS.map((emoji) => (
                      <button
                        key={emoji}
                        type="button"
                        aria-label={`React ${emoji}`}
                        disabled={react.isPending}
                        onClick={() => onReact(emoji)}
                        className="flex size-11 cursor-pointer items-center justify-center rounded-full text-2xl transition-transform hover:scale-110 active:scale-95"
                      >
                        {emoji}
                      </button>
                    ))}
                  </div>
                  <form onSubmit={onReply} className="flex items-center gap-2">
                    <input
                      value={reply}
                      onChange={(e) => setReply(e.target.value)}
                      onFocus={() => setTyping(true)}
                      onBlur={() => setTyping(false)}
                      maxLength={STORY_REPLY_MAX}
                      aria-label={`Reply to ${name}`}
                      placeholder={`Reply to ${name}…`}
                      className="h-11 min-w-0 flex-1 rounded-full border border-white/40 bg-black/30 px-4 text-[15px] text-white placeholder:text-white/60 focus:border-white focus:outline-none"
                    />
                    <Button
                      type="submit"
                      variant="overlay"
                      size="round"
                      aria-label="Send reply"
                      disabled={!reply.trim()}
                      loading={send.isPending}
                    >
                      <Send aria-hidden className="size-5" />
                    </Button>
                  </form>
                </div>
              )}
            </div>
          </div>
          {story.isOwn ? (
            <StoryViewersSheet
              storyId={story.id}
              open={viewersOpen}
              onOpenChange={setViewersOpen}
            />
          ) : (
            <ReportReasonDialog
              open={reportOpen}
              onOpenChange={setReportOpen}
              title="Report this story"
              description="Tell us what is wrong. He won't know who reported it."
              pending={report.isPending}
              error={report.isError ? friendlyMessage(report.error) : null}
              onSubmit={(body) => report.mutateAsync({ storyId: story.id, body })}
            />
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
