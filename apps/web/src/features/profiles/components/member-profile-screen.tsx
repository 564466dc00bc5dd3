import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { UserCheck, UserPlus, UserRoundX } from 'lucide-react';
import type { FollowList } from '@blaze/contracts/posts';
import type { MemberProfile } from '@blaze/contracts/member-profile';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { UnavailableState } from '@/components/unavailable-state';
import { useMemberProfile } from '@/features/profiles/api/get-member-profile';
import { profileKeys } from '@/features/profiles/api/profile-keys';
import { useFollowMember } from '@/features/profiles/api/follow-member';
import { useFollowState } from '@/features/profiles/api/get-follows';
import { FollowCounts, FollowListSheet } from '@/features/profiles/components/follow-lists';
import { MemberActions } from '@/features/profiles/components/member-actions';
import { ProfileCard } from '@/features/profiles/components/profile-card';
import { cardFromMember } from '@/features/profiles/lib/card-profile';

interface Member {
  userId: string;
  name: string;
}

/** What another member's card offers from other features, handed in by the page. */
export interface MemberProfileSlots {
  /** Opens the chat with him. */
  message: { start: (userId: string) => void; pending: boolean };
  /** The favourite star beside Like and Message. */
  favouriteButton: (
    props: Member & { favourite: boolean; onChange: (favourite: boolean) => void },
  ) => ReactNode;
  /** More items of the '...' menu. */
  menuItems: (props: Member) => ReactNode;
  /** Below the actions (his private album, as far as he shared it). */
  below: (props: Member) => ReactNode;
}

/** Another member's card, read-only; my own card with a way to edit it. */
export function MemberProfileScreen({
  userId,
  message,
  favouriteButton,
  menuItems,
  below,
}: { userId: string } & MemberProfileSlots) {
  const query = useMemberProfile(userId);
  const follows = useFollowState(userId);
  const follow = useFollowMember(userId);
  const [list, setList] = useState<FollowList | null>(null);
  const queryClient = useQueryClient();

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3 px-4 pt-4" aria-busy="true">
        <span className="sr-only">Loading profile...</span>
        <Skeleton className="aspect-[3/5] max-h-[calc(100dvh-13rem)] w-full rounded-3xl" />
        <Skeleton className="h-12 w-full rounded-xl" />
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="pt-8">
        <title>Profile · Blaze</title>
        <UnavailableState
          error={query.error}
          icon={<UserRoundX aria-hidden />}
          unavailable={{
            title: "This profile isn't available",
            description: 'The member may have left Blaze, or one of you blocked the other.',
          }}
          failedTitle="We couldn't load this profile"
          onRetry={() => void query.refetch()}
          back={{ to: paths.dashboard.to(), label: 'Back to dashboard' }}
        />
      </div>
    );
  }

  const profile = query.data;
  const card = cardFromMember(profile);
  const member = { userId: profile.id, name: card.name };
  return (
    <div className="flex flex-col gap-3 px-4 pt-4">
      <title>{`${card.name} · Blaze`}</title>
      <h1 className="sr-only">{card.name}</h1>
      <ProfileCard
        profile={card}
        followers={follows.data ? <FollowCounts state={follows.data} onOpen={setList} /> : null}
      />
      <FollowListSheet userId={profile.id} list={list} onClose={() => setList(null)} />
      {profile.isMe ? (
        <Button asChild size="lg" block>
          <Link to={paths.profileEditor.to()}>Edit Profile</Link>
        </Button>
      ) : (
        <>
          <Button
            size="lg"
            block
            variant={follows.data?.following ? 'secondary' : 'primary'}
            aria-pressed={follows.data?.following ?? false}
            disabled={!follows.data}
            loading={follow.isPending}
            onClick={() => follow.mutate(!follows.data?.following)}
          >
            {follows.data?.following ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
            {follows.data?.following ? 'Following' : 'Follow'}
          </Button>
          <MemberActions
            profile={profile}
            name={card.name}
            message={{ start: () => message.start(profile.id), pending: message.pending }}
            extra={favouriteButton({
              ...member,
              favourite: profile.isFavourite,
              onChange: (isFavourite) =>
                queryClient.setQueryData<MemberProfile>(profileKeys.member(userId), (p) =>
                  p ? { ...p, isFavourite } : p,
                ),
            })}
            menuItems={menuItems(member)}
          />
          {below(member)}
        </>
      )}
    </div>
  );
}
