import { useState } from 'react';
import { Link } from 'react-router';
import {
  Clock3,
  EyeOff,
  Flag,
  Heart,
  MapPin,
  MessageCircle,
  MoreHorizontal,
  Pencil,
  Share2,
  Trash2,
  VolumeX,
} from 'lucide-react';
import type { Post } from '@blaze/contracts/posts';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { memberName } from '@/lib/member-name';
import { notify } from '@/lib/notify';
import { usePostView } from '@/lib/post-views';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/ui/avatar';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ReportReasonDialog } from '@/components/report-reason-dialog';
import { useDeletePost } from '@/features/dashboard/api/delete-post';
import { useLikePost, usePendingLike } from '@/features/dashboard/api/like-post';
import { useMuteMember } from '@/features/dashboard/api/mute-member';
import { useReportPost } from '@/features/dashboard/api/report-post';
import { postTime } from '@/features/dashboard/lib/post-time';
import { SampleTag } from '@/components/sample-tag';

interface PostCardProps {
  post: Post;
  onComments: (post: Post) => void;
  onEdit: (post: Post) => void;
}

function PostPhotos({ post }: { post: Post }) {
  const [revealed, setRevealed] = useState(false);
  if (post.photos.length === 0) return null;
  const blurred = post.blurred && !revealed;
  return (
    <div
      className={cn(
        'relative mt-3 grid gap-1 overflow-hidden rounded-2xl',
        post.photos.length > 1 ? 'grid-cols-2' : 'grid-cols-1',
      )}
    >
      {post.photos.map((photo) => (
        <img
          key={photo.id}
          src={photo.url}
          alt=""
          width={photo.width}
          height={photo.height}
          loading="lazy"
          className={cn(
            'w-full bg-zinc-900 object-cover',
            post.photos.length > 1 ? 'aspect-square' : 'max-h-[32rem]',
            blurred && 'scale-110 blur-2xl',
          )}
        />
      ))}
      {blurred ? (
        <button
          type="button"
          onClick={() => setRevealed(true)}
          className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-black/40 text-sm font-semibold text-white"
        >
          <EyeOff aria-hidden className="size-6" />
          Explicit content · Tap to view
        </button>
      ) : null}
    </div>
  );
}

/** Spec section 3, feed post: author, text, photos, place, like, comment and share. */
export function PostCard({ post, onComments, onEdit }: PostCardProps) {
  const like = useLikePost();
  const pendingLike = usePendingLike(post.id);
  const remove = useDeletePost();
  const mute = useMuteMember();
  const report = useReportPost(post.id);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const name = memberName(post.author);
  const headingId = `post-${post.id}`;
  // Seen cards count toward the author's post views (once a day per viewer, never his own).
  const viewRef = usePostView<HTMLElement>(post.id, !post.isOwn);

  function share() {
    const url = `${window.location.origin}${paths.user.to(post.author.id)}?post=${encodeURIComponent(post.id)}`;
    void navigator.clipboard
      ?.writeText(url)
      .catch(() => undefined)
      .finally(() => notify((toast) => toast('Link copied')));
  }

  return (
    <article
      ref={viewRef}
      aria-labelledby={headingId}
      className="border-b border-zinc-900 px-4 pb-4"
      data-testid="post-card"
    >
      <header className="flex items-center gap-3">
        <Link
          to={paths.user.to(post.author.id)}
          className="shrink-0"
          aria-label={`${name}'s profile`}
        >
          <UserAvatar src={post.author.avatarUrl} name={name} size="sm" />
        </Link>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate text-[15px] font-bold text-zinc-50">
            <Link to={paths.user.to(post.author.id)}>{name}</Link>
            {post.author.isCreator ? (
              <span className="ml-1.5 rounded-full bg-brand/15 px-1.5 py-0.5 text-[10px] font-bold text-brand-text uppercase">
                Creator
              </span>
            ) : null}
            {post.author.sample ? <SampleTag className="ml-1.5 align-[1px]" /> : null}
          </h3>
          <p className="flex items-center gap-1 text-xs text-zinc-400">
            <time dateTime={post.createdAt}>{postTime(post.createdAt)}</time>
            {post.editedAt ? <span>· edited</span> : null}
            {post.visibility === 'followers' ? <span>· Followers</span> : null}
            {post.place ? (
              <span className="flex items-center gap-0.5">
                · <MapPin aria-hidden className="size-3" />
                {post.place}
              </span>
            ) : null}
          </p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="quiet" size="round" aria-label="Post options">
              <MoreHorizontal aria-hidden className="size-5" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {post.isOwn ? (
              <>
                <DropdownMenuItem onSelect={() => onEdit(post)}>
                  <Pencil aria-hidden /> Edit post
                </DropdownMenuItem>
                <DropdownMenuItem destructive onSelect={() => setConfirmDelete(true)}>
                  <Trash2 aria-hidden /> Delete post
                </DropdownMenuItem>
              </>
            ) : (
              <>
                <DropdownMenuItem onSelect={() => setReporting(true)}>
                  <Flag aria-hidden /> Report post
                </DropdownMenuItem>
                <DropdownMenuItem
                  onSelect={() =>
                    mute.mutate(post.author.id, {
                      onSuccess: () =>
                        notify((toast) =>
                          toast(`${name} is muted`, { description: "He won't be told." }),
                        ),
                    })
                  }
                >
                  <VolumeX aria-hidden /> Mute {name}
                </DropdownMenuItem>
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </header>

      {post.text ? (
        <p className="mt-2.5 text-[15px] leading-relaxed whitespace-pre-wrap text-zinc-100">
          {post.text}
        </p>
      ) : null}
      <PostPhotos post={post} />

      <div className="mt-2 flex items-center gap-1 text-zinc-300">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={post.isLiked}
          onClick={() => like.mutate({ postId: post.id, like: !post.isLiked })}
        >
          <span className="relative inline-flex">
            <Heart aria-hidden className={cn(post.isLiked && 'fill-brand text-brand')} />
            {pendingLike && pendingLike.status !== 'failed' ? (
              <Clock3
                aria-hidden
                data-testid="like-pending"
                className="absolute -right-1.5 -bottom-1 size-3! rounded-full bg-zinc-900 text-zinc-300"
              />
            ) : null}
          </span>
          <span className="sr-only">{post.isLiked ? 'Unlike' : 'Like'}</span>
          <span data-testid="like-count">{post.likeCount}</span>
          {pendingLike && pendingLike.status !== 'failed' ? (
            <span className="sr-only">, waiting for connection</span>
          ) : null}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onComments(post)}>
          <MessageCircle aria-hidden />
          <span className="sr-only">Comments</span>
          <span>{post.commentCount}</span>
        </Button>
        <Button variant="ghost" size="sm" aria-label="Share" onClick={share}>
          <Share2 aria-hidden />
        </Button>
      </div>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this post?"
        description="It disappears for everyone, with its likes and comments."
        confirmLabel="Delete"
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(post.id, { onSuccess: () => setConfirmDelete(false) })}
      />
      <ReportReasonDialog
        open={reporting}
        onOpenChange={setReporting}
        title="Report post"
        description="Tell our safety team what is wrong with this post."
        pending={report.isPending}
        error={report.error ? report.error.message : null}
        onSubmit={(body) => report.mutateAsync(body)}
      />
    </article>
  );
}
