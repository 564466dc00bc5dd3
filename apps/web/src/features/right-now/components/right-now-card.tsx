import { useState } from 'react';
import { Link } from 'react-router';
import { Flag } from 'lucide-react';
import type { RightNowPost } from '@blaze/contracts/right-now';
import { SuitChips } from '@/features/right-now/components/suit-chips';
import { visitingLabel } from '@blaze/contracts/roam';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { memberName } from '@/lib/member-name';
import { ProfileImage } from '@/components/profile-image';
import { ReportReasonDialog } from '@/components/report-reason-dialog';
import { Button } from '@/components/ui/button';
import { useReportRightNow } from '@/features/right-now/api/right-now-actions';
import { minutesLeft } from '@/features/right-now/lib/right-now-time';

type Member = NonNullable<RightNowPost['member']>;

/** 'Marco, 29' and '1.5 km away · 45 min left': the card's lines, from what the server gave. */
function describe(member: Member, post: RightNowPost, now: number) {
  const name = member.age ? `${memberName(member)}, ${member.age}` : memberName(member);
  const where = member.distance ? `${member.distance} away` : null;
  // A roaming member says so wherever he shows (decision 022).
  const visiting = member.visitingFrom ? visitingLabel(member.visitingFrom) : null;
  return {
    name,
    detail: [where, visiting, minutesLeft(post.endsAt, now)].filter(Boolean).join(' · '),
  };
}

/** A member available now: his photo (the post's, else his own), his words, what suits him, report. */
export function RightNowCard({ post, now }: { post: RightNowPost; now: number }) {
  const [reporting, setReporting] = useState(false);
  const report = useReportRightNow();
  const member = post.member;
  if (!member) return null;
  const { name, detail } = describe(member, post, now);
  return (
    <article
      aria-label={`${name}, available now`}
      className="flex gap-3 rounded-2xl bg-zinc-900 p-3 ring-1 ring-zinc-800"
    >
      <Link
        to={paths.user.to(member.id)}
        className="relative size-20 shrink-0 overflow-hidden rounded-xl bg-zinc-800"
        tabIndex={-1}
        aria-hidden
      >
        <ProfileImage src={post.photo?.thumbUrl ?? member.avatarUrl} alt="" />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <Link to={paths.user.to(member.id)} className="min-w-0 rounded outline-brand">
            <p className="truncate text-[15px] font-bold text-zinc-50">
              {member.isOnline ? (
                <span
                  aria-hidden
                  className="mr-1.5 inline-block size-2 rounded-full bg-emerald-400 align-middle"
                />
              ) : null}
              {name}
            </p>
            <p className="truncate text-xs text-zinc-400">{detail}</p>
          </Link>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Report ${memberName(member)}'s Right Now`}
            onClick={() => setReporting(true)}
            className="-mt-1 -mr-1 text-zinc-400"
          >
            <Flag aria-hidden />
          </Button>
        </div>
        <p className="mt-1 text-sm leading-snug break-words text-zinc-200">{post.text}</p>
        <SuitChips suits={post.suits} label="What suits him" />
      </div>
      <ReportReasonDialog
        open={reporting}
        onOpenChange={setReporting}
        title="Report this Right Now"
        description={`Tell us what is wrong with ${memberName(member)}'s post. He isn't told who reported it.`}
        pending={report.isPending}
        error={report.error ? friendlyMessage(report.error) : null}
        onSubmit={(body) => report.mutateAsync({ id: post.id, body })}
      />
    </article>
  );
}
