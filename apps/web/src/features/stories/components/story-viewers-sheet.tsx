import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { memberName } from '@/lib/member-name';
import { UserAvatar } from '@/components/ui/avatar';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { useStoryViewers } from '@/features/stories/api/get-story-viewers';

interface StoryViewersSheetProps {
  storyId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Who watched my story, latest first, with the emoji each reacted with. */
export function StoryViewersSheet({ storyId, open, onOpenChange }: StoryViewersSheetProps) {
  const viewers = useStoryViewers(storyId, open);
  const list = viewers.data?.viewers ?? [];
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" className="z-[60] px-4 pb-6">
        <SheetTitle className="mt-3 text-lg font-bold text-zinc-50">Viewers</SheetTitle>
        <SheetDescription className="text-sm text-zinc-400">
          {viewers.isSuccess
            ? list.length === 1
              ? '1 member watched your story'
              : `${list.length} members watched your story`
            : 'Who watched your story'}
        </SheetDescription>
        {viewers.isPending ? (
          <Spinner className="mx-auto my-6" />
        ) : viewers.isError ? (
          <p role="alert" className="my-4 text-sm text-red-300">
            {friendlyMessage(viewers.error)}
          </p>
        ) : list.length === 0 ? (
          <p className="my-6 text-center text-sm text-zinc-400">Nobody has watched it yet.</p>
        ) : (
          <ul aria-label="Viewers" className="mt-3 flex max-h-[60dvh] flex-col overflow-y-auto">
            {list.map((v) => (
              <li key={v.member.id}>
                <Link
                  to={paths.user.to(v.member.id)}
                  className="flex min-h-14 items-center gap-3 rounded-xl px-2 hover:bg-zinc-800"
                >
                  <UserAvatar src={v.member.avatarUrl} name={memberName(v.member)} />
                  <span className="min-w-0 flex-1 truncate font-semibold text-zinc-100">
                    {memberName(v.member)}
                  </span>
                  {v.reaction ? (
                    <span className="text-xl" aria-label={`Reacted ${v.reaction}`}>
                      {v.reaction}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </SheetContent>
    </Sheet>
  );
}
