import { useState } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMemberStories } from '@/features/stories/api/get-member-stories';
import { StoryPlayer } from '@/features/stories/components/story-player';

interface StoriesViewerProps {
  /** The members of the row, in its order: the viewer moves on to the next one's stories. */
  authorIds: string[];
  startAuthorId: string;
  onClose: () => void;
}

/** The viewer opened from the stories row: one member's stories after another, each from his first new one. */
export function StoriesViewer({ authorIds, startAuthorId, onClose }: StoriesViewerProps) {
  const [at, setAt] = useState(Math.max(0, authorIds.indexOf(startAuthorId)));
  const authorId = authorIds[at] ?? startAuthorId;
  const stories = useMemberStories(authorId);
  const next = () => (at + 1 < authorIds.length ? setAt(at + 1) : onClose());
  const previous = () => (at > 0 ? setAt(at - 1) : undefined);

  if (stories.isSuccess && stories.data.stories.length > 0) {
    const list = stories.data.stories;
    const firstNew = list.findIndex((s) => !s.seen);
    return (
      <StoryPlayer
        key={authorId}
        stories={list}
        startIndex={firstNew === -1 ? 0 : firstNew}
        onNextGroup={next}
        onPrevGroup={previous}
        onClose={onClose}
      />
    );
  }
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-black px-6 text-center text-zinc-200 outline-none"
        >
          <DialogPrimitive.Title className="sr-only">Stories</DialogPrimitive.Title>
          {stories.isPending ? (
            <Spinner label="Loading stories" className="size-8" />
          ) : (
            <>
              <p role="alert">
                {stories.isError
                  ? friendlyMessage(stories.error)
                  : 'These stories are no longer available.'}
              </p>
              {stories.isSuccess && at + 1 < authorIds.length ? (
                <Button variant="secondary" onClick={next}>
                  Next stories
                </Button>
              ) : null}
            </>
          )}
          <DialogPrimitive.Close asChild>
            <Button
              variant="overlay"
              size="round"
              aria-label="Close story"
              className="absolute top-[calc(env(safe-area-inset-top)+0.75rem)] right-3"
            >
              <X aria-hidden className="size-5" />
            </Button>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
