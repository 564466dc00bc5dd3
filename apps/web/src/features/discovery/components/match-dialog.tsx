import { Heart, MessageCircle } from 'lucide-react';
import type { NearbyMember } from '@blaze/contracts/discovery';
import { memberName } from '@/lib/member-name';
import { useSession } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { ProfileImage } from '@/components/profile-image';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** Both liked each other: say so, and offer to write to him straight away. */
export function MatchDialog({
  member,
  onClose,
  onMessage,
  messaging,
}: {
  member: NearbyMember | null;
  onClose: () => void;
  onMessage: (id: string) => void;
  messaging?: boolean;
}) {
  const { me } = useSession();
  const name = member ? memberName(member) : '';
  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="text-center">
        <DialogHeader className="items-center pr-0">
          <div className="mb-2 flex items-center justify-center">
            <span className="size-20 overflow-hidden rounded-full ring-4 ring-zinc-900">
              <ProfileImage src={me?.profile.avatarUrl ?? null} alt="" />
            </span>
            <span className="-mx-3 z-10 flex size-10 items-center justify-center rounded-full bg-brand text-white ring-4 ring-zinc-900">
              <Heart aria-hidden className="size-5 fill-current" />
            </span>
            <span className="size-20 overflow-hidden rounded-full ring-4 ring-zinc-900">
              <ProfileImage src={member?.avatarUrl ?? null} alt="" />
            </span>
          </div>
          <DialogTitle className="text-2xl font-black">It&apos;s a match!</DialogTitle>
          <DialogDescription>You and {name} like each other.</DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <Button variant="secondary" size="lg" onClick={onClose}>
            Keep swiping
          </Button>
          <Button size="lg" loading={messaging} onClick={() => member && onMessage(member.id)}>
            {messaging ? null : <MessageCircle aria-hidden />}
            Send a message
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
