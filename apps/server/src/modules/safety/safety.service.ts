import type { BlockedMember, ReportBody } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { BlocksService } from '../blocks/blocks.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import {
  mutedBy,
  reportedAsSeen,
  reportedWords,
  safetyRepository,
  type ReportedAsSeen,
} from './safety.repository.ts';

/** For other modules' repositories: the viewer muted this member's posts or stories (SQL). */
export { mutedBy };
/** What a reporter reported, as he saw it (moderation's outcome notices; issue 35). */
export { reportedAsSeen, reportedWords, type ReportedAsSeen };

export type ContentReport = {
  reporterId: string;
  /** Null for content nobody owns (a house venue). */
  reportedId: string | null;
  targetKind:
    'post' | 'comment' | 'story' | 'right_now' | 'venue' | 'event' | 'service' | 'listing';
  targetId: string;
  /** A copy of the reported words (and photo ids), kept if the content is deleted. */
  evidence: string;
  reason: string;
  details: string | null;
};

/** Told of each new report after it is stored (the signals module's repeated-reports rule). */
export type ReportListener = (report: { reporterId: string; reportedId: string | null }) => void;

/** Blocking and reporting from a member's profile; reports wait in the admin queue. */
export function safetyService(
  db: Database,
  blocks: BlocksService,
  profiles: ProfilesService,
  onReport: ReportListener = () => undefined,
) {
  const base = safetyRepository(db);
  const repo = {
    ...base,
    async insertReport(values: Parameters<typeof base.insertReport>[0]): Promise<number> {
      const id = await base.insertReport(values);
      onReport({ reporterId: values.reporterId, reportedId: values.reportedId ?? null });
      return id;
    },
  };
  const notYourself = (what: string) =>
    new AppError(400, 'BAD_REQUEST', `You can't ${what} yourself.`);
  return {
    /** His data export (decision 032): the reports he filed. */
    reportsFiledBy(userId: string) {
      return repo.reportsFiledBy(userId);
    },

    async block(blockerId: string, targetId: string): Promise<void> {
      if (blockerId === targetId) throw notYourself('block');
      await profiles.assertReachable(blockerId, targetId);
      await blocks.block(blockerId, targetId);
    },

    async unblock(blockerId: string, targetId: string): Promise<void> {
      if (!(await blocks.unblock(blockerId, targetId))) {
        throw new AppError(404, 'NOT_FOUND', "You haven't blocked this member.");
      }
    },

    async listBlocked(blockerId: string): Promise<BlockedMember[]> {
      const rows = await blocks.listBlockedBy(blockerId);
      const cards = await profiles.cardsByIds(rows.map((r) => r.userId));
      return rows.flatMap((r) => {
        const card = cards.get(r.userId);
        return card
          ? [
              {
                userId: r.userId,
                username: card.username,
                displayName: card.displayName,
                avatarUrl: card.avatarUrl,
                blockedAt: r.blockedAt.toISOString(),
              },
            ]
          : [];
      });
    },

    /** A report from a chat (the messaging module has checked that the reporter takes part). */
    reportFromChat(values: {
      reporterId: string;
      reportedId: string | null;
      conversationId: string;
      messageId: string | null;
      evidence: string | null;
      reason: string;
      details: string | null;
    }): Promise<number> {
      return repo.insertReport(values);
    },

    /** A post, comment, story or Right Now reported (its module checked the reporter may see it). */
    reportContent(values: ContentReport): Promise<number> {
      return repo.insertReport(values);
    },

    /** Mutes a member's posts and stories for me; he is not told (nothing he can see changes). */
    async mute(muterId: string, targetId: string): Promise<void> {
      if (muterId === targetId) throw notYourself('mute');
      await profiles.assertReachable(muterId, targetId);
      await repo.mute(muterId, targetId, { posts: true, stories: true });
    },

    async unmute(muterId: string, targetId: string): Promise<void> {
      if (!(await repo.unmute(muterId, targetId)))
        throw new AppError(404, 'NOT_FOUND', "You haven't muted this member.");
    },

    /** Mutes only a member's stories: they leave my stories row; he is not told. */
    async muteStories(muterId: string, targetId: string): Promise<void> {
      if (muterId === targetId) throw notYourself('mute');
      await profiles.assertReachable(muterId, targetId);
      await repo.muteStories(muterId, targetId);
    },

    async unmuteStories(muterId: string, targetId: string): Promise<void> {
      if (!(await repo.unmuteStories(muterId, targetId)))
        throw new AppError(404, 'NOT_FOUND', "You haven't muted his stories.");
    },

    /** A report is accepted even when the reporter has already blocked the member. */
    async report(reporterId: string, targetId: string, body: ReportBody): Promise<number> {
      if (reporterId === targetId) throw notYourself('report');
      if (!(await profiles.cardsByIds([targetId])).has(targetId)) {
        throw new AppError(404, 'NOT_FOUND', "This profile isn't available.");
      }
      return repo.insertReport({
        reporterId,
        reportedId: targetId,
        reason: body.reason,
        details: body.details ?? null,
      });
    },
  };
}

export type SafetyService = ReturnType<typeof safetyService>;
