import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MemberProfile } from '@blaze/contracts/member-profile';
import { Link, useNavigate, useParams } from 'react-router';
import { UserRoundX } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { UnavailableState } from '@/components/unavailable-state';
import { AlbumShareMenuItem } from '@/features/photos/components/album-share-menu-item';
import { MemberPrivateAlbum } from '@/features/photos/components/member-private-album';
import { ShareAlbumDialog } from '@/features/photos/components/share-album-dialog';
import { useOpenConversation } from '@/features/messaging/api/open-conversation';
import { FavouriteButton } from '@/features/discovery/components/favourite-button';
import { useMemberProfile } from '@/features/profiles/api/get-member-profile';
import { profileKeys } from '@/features/profiles/api/profile-keys';
import { MemberActions } from '@/features/profiles/components/member-actions';
import { ProfileCard } from '@/features/profiles/components/profile-card';
import { cardFromMember } from '@/features/profiles/lib/card-profile';

/** /app/profile/:userId and /app/user/:userId: another member's card, read-only. */
export default function MemberProfileRoute() {
  const { userId = '' } = useParams();
  const query = useMemberProfile(userId);
  const queryClient = useQueryClient();
  const [sharing, setSharing] = useState(false);
  const navigate = useNavigate();
  const conversation = useOpenConversation();

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

  const card = cardFromMember(query.data);
  return (
    <div className="flex flex-col gap-3 px-4 pt-4">
      <title>{`${card.name} · Blaze`}</title>
      <h1 className="sr-only">{card.name}</h1>
      <ProfileCard profile={card} />
      {query.data.isMe ? (
        <Button asChild size="lg" block>
          <Link to={paths.profileEditor.to()}>Edit Profile</Link>
        </Button>
      ) : (
        <>
          <MemberActions
            profile={query.data}
            name={card.name}
            message={{
              start: () =>
                conversation.mutate(
                  { userId: query.data.id },
                  { onSuccess: ({ id }) => void navigate(paths.chat.to(id)) },
                ),
              pending: conversation.isPending,
            }}
            extra={
              <FavouriteButton
                userId={query.data.id}
                name={card.name}
                favourite={query.data.isFavourite}
                onChange={(isFavourite) =>
                  queryClient.setQueryData<MemberProfile>(profileKeys.member(userId), (p) =>
                    p ? { ...p, isFavourite } : p,
                  )
                }
              />
            }
            menuItems={
              <AlbumShareMenuItem
                userId={query.data.id}
                name={card.name}
                onShare={() => setSharing(true)}
              />
            }
          />
          <MemberPrivateAlbum userId={query.data.id} name={card.name} />
          <ShareAlbumDialog
            userId={query.data.id}
            name={card.name}
            open={sharing}
            onOpenChange={setSharing}
          />
        </>
      )}
    </div>
  );
}
