import { useId, useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { COMMENT_MAX, type Post } from '@blaze/contracts/posts';
import { friendlyMessage } from '@/lib/api-client';
import { memberName } from '@/lib/member-name';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/ui/avatar';
import { CharCounter } from '@/components/ui/char-counter';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useAddComment } from '@/features/dashboard/api/add-comment';
import { useDeleteComment } from '@/features/dashboard/api/delete-comment';
import { useComments } from '@/features/dashboard/api/get-comments';
import { postTime } from '@/features/dashboard/lib/post-time';

/** A post's comments, newest last; write one (500 characters), delete his own or any on his post. */
export function CommentsSheet({ post, onClose }: { post: Post | null; onClose: () => void }) {
  const open = post !== null;
  return (
    <Sheet open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <SheetContent side="bottom" className="max-h-[85dvh]">
        <SheetHeader>
          <SheetTitle>Comments</SheetTitle>
          <SheetDescription className="sr-only">Comments on this post</SheetDescription>
        </SheetHeader>
        {post ? <CommentsBody postId={post.id} /> : null}
      </SheetContent>
    </Sheet>
  );
}

function CommentsBody({ postId }: { postId: string }) {
  const id = useId();
  const comments = useComments(postId, true);
  const add = useAddComment(postId);
  const remove = useDeleteComment(postId);
  const [text, setText] = useState('');
  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    add.mutate(body, { onSuccess: () => setText('') });
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto px-4">
        {comments.isPending ? (
          <Spinner label="Loading comments" />
        ) : list.length === 0 ? (
          <p className="py-6 text-center text-sm text-zinc-400">No comments yet. Be the first.</p>
        ) : (
          <ul className="flex flex-col gap-3 py-2" aria-label="Comments">
            {list.map((comment) => (
              <li key={comment.id} className="flex gap-2.5">
                <UserAvatar
                  src={comment.author.avatarUrl}
                  name={memberName(comment.author)}
                  size="xs"
                />
                <div className="min-w-0 flex-1">
                  <p className="text-sm">
                    <span className="font-bold text-zinc-50">{memberName(comment.author)}</span>{' '}
                    <span className="text-xs text-zinc-500">{postTime(comment.createdAt)}</span>
                  </p>
                  <p className="text-sm whitespace-pre-wrap text-zinc-200">{comment.text}</p>
                </div>
                {comment.canDelete ? (
                  <Button
                    variant="quiet"
                    size="round"
                    aria-label="Delete comment"
                    onClick={() => remove.mutate(comment.id)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {comments.hasNextPage ? (
          <Button
            variant="link"
            onClick={() => void comments.fetchNextPage()}
            loading={comments.isFetchingNextPage}
          >
            Load more comments
          </Button>
        ) : null}
      </div>
      <form onSubmit={submit} className="flex flex-col gap-1 border-t border-zinc-900 p-3">
        <label htmlFor={`${id}-comment`} className="sr-only">
          Write a comment
        </label>
        <div className="flex items-end gap-2">
          <Textarea
            id={`${id}-comment`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={COMMENT_MAX}
            rows={1}
            placeholder="Add a comment..."
            aria-describedby={`${id}-count`}
          />
          <Button type="submit" disabled={!text.trim()} loading={add.isPending}>
            Post
          </Button>
        </div>
        <CharCounter id={`${id}-count`} value={text} max={COMMENT_MAX} />
        {add.isError ? (
          <p role="alert" className="text-sm text-red-300">
            {friendlyMessage(add.error)}
          </p>
        ) : null}
      </form>
    </div>
  );
}
