import { useState, type ReactNode } from 'react';
import { Ban, Flag, Heart, HeartHandshake, MessageCircle, MoreHorizontal } from 'lucide-react';
import type { MemberProfile } from '@blaze/contracts/member-profile';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLikeProfile } from '@/features/profiles/api/like-profile';
import { BlockDialog } from '@/features/profiles/components/block-dialog';
import { ReportDialog } from '@/features/profiles/components/report-dialog';

interface MemberActionsProps {
  profile: MemberProfile;
  name: string;
  /** More '...' menu items from other features, composed by the page (private album sharing). */
  menuItems?: ReactNode;
  /** More buttons from other features, before the '...' menu (the favourite star). */
  extra?: ReactNode;
  /** Opens the chat with him (the messaging feature, composed by the page). */
  message: { start: () => void; pending: boolean };
}

/** Like, Message and the '...' menu (Block, Report) under another member's card. */
export function MemberActions({ profile, name, menuItems, extra, message }: MemberActionsProps) {
  const like = useLikeProfile(profile.id);
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);

  return (
    // Held above the bottom bar and its raised flame (the shell's 5.5rem bottom padding) while the
    // card scrolls, so Like and Message are never under the bar (issue 35).
    <div className="sticky bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-20 -mx-4 flex flex-col gap-2.5 bg-zinc-950 px-4 py-2">
      {profile.isMatch ? (
        <p className="flex items-center justify-center gap-2 rounded-xl bg-brand/15 px-3 py-2 text-sm font-semibold text-brand-text ring-1 ring-brand/30">
          <HeartHandshake aria-hidden className="size-4" />
          It&apos;s a match: you like each other
        </p>
      ) : null}
      <div className="flex items-center gap-2.5">
        <Button
          variant={profile.likedByMe ? 'primary' : 'secondary'}
          size="lg"
          aria-pressed={profile.likedByMe}
          loading={like.isPending}
          onClick={() =>
            like.mutate(!profile.likedByMe, {
              onSuccess: (state) => {
                if (state.matched && !profile.isMatch)
                  notify((toast) =>
                    toast.success(`It's a match! You and ${name} like each other.`),
                  );
              },
            })
          }
          className="min-w-0 flex-1 shrink px-3"
        >
          {like.isPending ? null : (
            <Heart aria-hidden className={cn(profile.likedByMe && 'fill-current')} />
          )}
          <span>Like</span>
          <span className="tabular-nums opacity-80">{profile.likeCount}</span>
        </Button>
        <Button
          variant="accent"
          size="lg"
          loading={message.pending}
          onClick={message.start}
          className="min-w-0 flex-1 shrink px-3"
        >
          {message.pending ? null : <MessageCircle aria-hidden />}
          Message
        </Button>
        {extra}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="icon" aria-label="More options" className="size-12">
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {menuItems}
            <DropdownMenuItem destructive onSelect={() => setDialog('block')}>
              <Ban aria-hidden />
              Block
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setDialog('report')}>
              <Flag aria-hidden />
              Report
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <BlockDialog
          userId={profile.id}
          name={name}
          open={dialog === 'block'}
          onOpenChange={(open) => setDialog(open ? 'block' : null)}
        />
        <ReportDialog
          userId={profile.id}
          name={name}
          open={dialog === 'report'}
          onOpenChange={(open) => setDialog(open ? 'report' : null)}
        />
      </div>
    </div>
  );
}
