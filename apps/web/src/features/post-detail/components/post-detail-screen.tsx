import { Link } from 'react-router';
import { FileX, Heart, MessageCircle } from 'lucide-react';
import { paths } from '@/config/paths';
import { memberName } from '@/lib/member-name';
import { UnavailableState } from '@/components/unavailable-state';
import { PageLoading } from '@/components/status-screen';
import { UserAvatar } from '@/components/ui/avatar';
import { useComments, usePost } from '@/features/post-detail/api/get-post';
import { plural } from '@/lib/plural';

/**
 * One post, opened from search or activity (issue 14): its author, text, photos, counts and comments,
 * as the server lets this viewer see them (404 for a post he may not see reads as gone).
 */
export function PostDetailScreen({ postId }: { postId: string }) {
  const post = usePost(postId);
  const comments = useComments(postId, post.isSuccess);

  if (post.isPending) return <PageLoading />;
  if (post.isError) {
    return (
      <UnavailableState
        error={post.error}
        icon={<FileX aria-hidden />}
        unavailable={{
          title: 'Post not available',
          description: 'This post was removed, or you can no longer see it.',
        }}
        failedTitle="Couldn't load this post"
        onRetry={() => void post.refetch()}
        back={{ to: paths.dashboard.to(), label: 'Back to dashboard' }}
        className="py-12"
      />
    );
  }

  const p = post.data;
  const name = memberName(p.author);
  return (
    <article aria-label={`Post by ${name}`} className="mx-auto max-w-xl px-4 py-4">
      <Link to={paths.profileById.to(p.author.id)} className="flex items-center gap-3">
        <UserAvatar src={p.author.avatarUrl} name={name} size="sm" />
        <span>
          <span className="block font-semibold text-zinc-50">{name}</span>
          <span className="block text-sm text-zinc-400">@{p.author.username}</span>
        </span>
      </Link>
      {p.text ? <p className="mt-3 whitespace-pre-wrap text-zinc-100">{p.text}</p> : null}
      {p.photos.length > 0 ? (
        <div className="mt-3 grid grid-cols-2 gap-1 overflow-hidden rounded-2xl">
          {p.photos.map((photo) => (
            <img
              key={photo.id}
              src={photo.thumbUrl}
              alt=""
              width={photo.width}
              height={photo.height}
              className={
                p.blurred
                  ? 'aspect-square w-full object-cover blur-xl'
                  : 'aspect-square w-full object-cover'
              }
            />
          ))}
        </div>
      ) : null}
      <p className="mt-3 flex gap-4 text-sm text-zinc-400">
        <span className="inline-flex items-center gap-1">
          <Heart aria-hidden className="size-4" /> {plural(p.likeCount, 'like')}
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageCircle aria-hidden className="size-4" /> {plural(p.commentCount, 'comment')}
        </span>
      </p>
      {comments.data?.comments.length ? (
        <ul aria-label="Comments" className="mt-4 space-y-3 border-t border-zinc-900 pt-4">
          {comments.data.comments.map((c) => (
            <li key={c.id} className="flex gap-2 text-sm">
              <UserAvatar src={c.author.avatarUrl} name={memberName(c.author)} size="sm" />
              <p className="text-zinc-300">
                <span className="font-semibold text-zinc-50">{memberName(c.author)}</span> {c.text}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
