import type { MemberCard } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { messagingRepository } from './messaging.repository.ts';

/** Conversations between two members. Messages themselves arrive with the messaging issue. */
export function messagingService(db: Database, profiles: ProfilesService) {
  const repo = messagingRepository(db);
  return {
    async openWith(userId: string, otherId: string) {
      if (userId === otherId) throw new AppError(400, 'BAD_REQUEST', "You can't message yourself.");
      await profiles.assertReachable(userId, otherId);
      return repo.openPair(userId, otherId);
    },

    /** Only a participant learns that a conversation exists; anyone else gets 404. */
    async get(
      userId: string,
      conversationId: string,
    ): Promise<{ id: string; participants: MemberCard[] }> {
      if (!(await repo.isMember(conversationId, userId))) throw notFound('Conversation not found.');
      const ids = await repo.memberIds(conversationId);
      const others = ids.filter((id) => id !== userId);
      for (const id of others) await profiles.assertReachable(userId, id);
      const cards = await profiles.cardsByIds(others);
      return { id: conversationId, participants: [...cards.values()] };
    },
  };
}

export type MessagingService = ReturnType<typeof messagingService>;
