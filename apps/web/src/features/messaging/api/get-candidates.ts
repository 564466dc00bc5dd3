import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouritesPage, NearbyMember, NearbyPage } from '@blaze/contracts/discovery';
import type { ConversationParticipant } from '@blaze/contracts/messaging';
import { ErrorCode } from '@blaze/contracts/error-codes';
import { ApiError, api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { getConversations } from '@/features/messaging/api/get-conversations';

/** Someone I could write to, and why he is on the list. */
export interface Candidate {
  id: string;
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
  isOnline: boolean;
  source: 'chat' | 'favourite' | 'nearby';
  /** A rounded distance, when he shares one. */
  distance: string | null;
}

const NEARBY_LIMIT = 30;

function fromNearby(member: NearbyMember, source: Candidate['source']): Candidate {
  return {
    id: member.id,
    username: member.username,
    displayName: member.displayName,
    avatarUrl: member.avatarUrl,
    isOnline: member.isOnline,
    source,
    distance: member.distance,
  };
}

function fromParticipant(member: ConversationParticipant): Candidate {
  return {
    id: member.id,
    username: member.username,
    displayName: member.displayName,
    avatarUrl: member.avatarUrl,
    isOnline: member.isOnline,
    source: 'chat',
    distance: null,
  };
}

/**
 * Candidates in the order a member looks for them: guys I already chat with, my favourites, then
 * who is nearby; each once. Without a location, nearby is simply empty.
 */
export async function getCandidates(signal?: AbortSignal): Promise<Candidate[]> {
  const [inbox, favourites, nearby] = await Promise.all([
    getConversations('inbox', '', signal),
    api.get<FavouritesPage>('/api/discover/favourites', { signal }),
    api
      .get<NearbyPage>(`/api/discover/nearby?limit=${NEARBY_LIMIT}`, { signal })
      .catch((error: unknown) => {
        // Without a location (or while nearby is down) the picker still offers chats and favourites.
        if (!(error instanceof ApiError && error.code === ErrorCode.locationRequired)) {
          logger.warn('Nearby candidates failed', { message: String(error) });
        }
        return { members: [] as NearbyMember[] };
      }),
  ]);
  const seen = new Set<string>();
  const all = [
    ...inbox.conversations
      .filter((c) => !c.isGroup)
      .flatMap((c) => c.participants.map(fromParticipant)),
    ...favourites.members.map((m) => fromNearby(m, 'favourite')),
    ...nearby.members.map((m) => fromNearby(m, 'nearby')),
  ];
  return all.filter((candidate) => {
    if (seen.has(candidate.id)) return false;
    seen.add(candidate.id);
    return true;
  });
}

export const candidatesQueryOptions = queryOptions({
  queryKey: messagingKeys.candidates(),
  queryFn: ({ signal }) => getCandidates(signal),
  staleTime: 30_000,
});

export function useCandidates() {
  return useQuery(candidatesQueryOptions);
}
