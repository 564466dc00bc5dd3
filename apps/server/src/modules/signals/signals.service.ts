import {
  CAUTION_RULES,
  CAUTION_TEXTS,
  ErrorCode,
  NEW_CHAT_LIMIT_MESSAGE,
  SIGNAL_LIMITS,
  type Caution,
  type CautionRule,
  type ChatCautions,
  type MemberSignals,
  type SignalRule,
  type TopSignals,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { groupCommit } from '../../lib/group-commit.ts';
import { afterwards, afterwardsSettled } from '../../lib/work-scope.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { asksForMoney, hasLink, pushesOffPlatform, textFingerprint } from './signal-rules.ts';
import { signalsRepository, type NewSignal, type SignalRow } from './signals.repository.ts';
import type { JobQueue } from '../jobs/jobs.service.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const PRUNE_EVERY_MS = 5 * MINUTE_MS;
/**
 * Fingerprints of 1:1 texts go to the database together, a batch at most this often: every text
 * sends one, and a mass message is a matter of minutes, not milliseconds (issue 30).
 */
const FINGERPRINTS_EVERY_MS = 50;
const cautionRules: ReadonlySet<string> = new Set(CAUTION_RULES);
const isCautionRule = (rule: string): rule is CautionRule => cautionRules.has(rule);
const cautionOf = (rule: CautionRule): Caution => ({ rule, text: CAUTION_TEXTS[rule] });

/** A message messaging has just stored, as the rules need it (its words are read, never kept). */
export type SentMessage = {
  messageId: string;
  conversationId: string;
  senderId: string;
  seq: number;
  body: string | null;
  /** Who received it (the sender left out). */
  recipientIds: string[];
  /** Only personal 1:1 chats are read: groups, rooms and service chats are not. */
  chat: 'pair' | 'group' | 'service';
};

type Deps = {
  db: Database;
  clock: Clock;
  bus: EventBus;
  /** Keys the text fingerprints, so a fingerprint cannot be found by hashing guesses. */
  secret: string;
  /** When his account was made; null for no such member (messaging and admin ask about ids). */
  memberSince: (userId: string) => Promise<Date | null>;
  /** Throws 404 unless he takes part in the chat (messaging's own rule: blocks, leaving). */
  assertInChat: (userId: string, conversationId: string) => Promise<void>;
  /** How many messages he sent in the chat before the one with this seq (messaging answers). */
  sentBefore: (senderId: string, conversationId: string, seq: number) => Promise<number>;
  /** Usernames for the moderators' top list. */
  usernames: (ids: string[]) => Promise<Map<string, string>>;
  /** Rules run after the reply went out; their failures go here (never the words). */
  onError: (err: unknown) => void;
};

/**
 * Scam and abuse signals (decision 030): rules over new messages and behaviour, the new-account chat
 * limit, cautions for the member on the other side of a chat, and the signals for moderators.
 */
export function signalsService({
  db,
  clock,
  bus,
  secret,
  memberSince,
  assertInChat,
  sentBefore,
  usernames,
  onError,
}: Deps) {
  const repo = signalsRepository(db);

  type Reach = Awaited<ReturnType<typeof repo.fingerprintReach>>;
  const fingerprints = groupCommit<Parameters<typeof repo.fingerprintReach>[0][number], Reach>({
    write: async (items) => {
      const reach = new Map<string, Reach>();
      for (const row of await repo.fingerprintReach(items)) {
        const rows = reach.get(row.askedFor);
        if (rows) rows.push(row);
        else reach.set(row.askedFor, [row]);
      }
      return items.map((item) => reach.get(item.messageId) ?? []);
    },
    concurrency: 1,
    maxBatch: 500,
    lingerMs: FINGERPRINTS_EVERY_MS,
  });

  async function isNewAccount(userId: string): Promise<boolean> {
    const since = await memberSince(userId);
    return (
      since !== null &&
      clock.now().getTime() - since.getTime() < SIGNAL_LIMITS.newAccountDays * DAY_MS
    );
  }

  /**
   * Stores the signals and tells each chat's recipients of a caution new to them there (one he
   * dismissed in that chat stays dismissed).
   */
  async function record(signals: Array<NewSignal & { notify: string[] }>) {
    const stored = await repo.insertSignals(signals.map(({ notify: _, ...s }) => s));
    for (const row of stored) {
      const { conversationId, rule } = row;
      if (!conversationId || !isCautionRule(rule)) continue;
      const notify =
        signals.find((s) => s.rule === rule && s.messageId === row.messageId)?.notify ?? [];
      for (const recipientId of notify) {
        if (await repo.isDismissed(recipientId, conversationId, rule)) continue;
        bus.publish([recipientId], { type: 'caution', conversationId, caution: cautionOf(rule) });
      }
    }
  }

  async function evaluate(m: SentMessage): Promise<void> {
    if (m.chat !== 'pair' || !m.body) return;
    const now = clock.now();
    const here = {
      memberId: m.senderId,
      conversationId: m.conversationId,
      messageId: m.messageId,
      at: now,
      notify: m.recipientIds,
    };
    const signals: Array<NewSignal & { notify: string[] }> = [];
    if (asksForMoney(m.body)) signals.push({ ...here, rule: 'money', reason: 'money' });
    const offPlatform = pushesOffPlatform(m.body);
    const link = hasLink(m.body);
    if (offPlatform || link) {
      const earlier = await sentBefore(m.senderId, m.conversationId, m.seq);
      if (offPlatform && earlier < SIGNAL_LIMITS.earlyMessages)
        signals.push({ ...here, rule: 'off_platform', reason: `message ${earlier + 1}` });
      if (link && earlier === 0) signals.push({ ...here, rule: 'link', reason: 'first message' });
    }
    const fingerprint = m.recipientIds.length === 1 ? textFingerprint(m.body, secret) : null;
    if (fingerprint) {
      const reach = await fingerprints.add({
        messageId: m.messageId,
        senderId: m.senderId,
        fingerprint,
        conversationId: m.conversationId,
        recipientId: m.recipientIds[0]!,
        at: now,
        since: new Date(now.getTime() - SIGNAL_LIMITS.massWindowMinutes * MINUTE_MS),
      });
      const chats = new Set(reach.map((r) => r.conversationId));
      if (chats.size >= SIGNAL_LIMITS.massRecipients) {
        // Every chat it went to is cautioned, the earlier ones too.
        const reason = `${chats.size} chats in ${SIGNAL_LIMITS.massWindowMinutes} min`;
        for (const r of reach)
          signals.push({
            ...here,
            conversationId: r.conversationId,
            messageId: r.messageId,
            notify: [r.recipientId],
            rule: 'mass_message',
            reason,
          });
      }
    }
    if (signals.length) await record(signals);
  }

  return {
    /**
     * Before he starts a new 1:1 chat. A new account may start SIGNAL_LIMITS.newChatsPerDay in any
     * 24 hours; the next is a 429 in words. Starting many is also a signal for moderators.
     */
    async beforeNewChat(userId: string, peerKey: string): Promise<void> {
      if (!(await isNewAccount(userId))) return;
      const now = clock.now();
      const { allowed, count } = await repo.takeNewChat(
        userId,
        peerKey,
        now,
        new Date(now.getTime() - DAY_MS),
        SIGNAL_LIMITS.newChatsPerDay,
      );
      if (!allowed) throw new AppError(429, ErrorCode.newChatLimit, NEW_CHAT_LIMIT_MESSAGE);
      if (count === SIGNAL_LIMITS.newAccountBurst)
        await repo.insertSignals([
          {
            memberId: userId,
            rule: 'new_account_chats',
            reason: `${count} new chats in 24 h`,
            conversationId: null,
            messageId: null,
            at: now,
          },
        ]);
    },

    /** After messaging stored a new message: the rules run on their own, never failing the send. */
    messageSent(message: SentMessage): void {
      afterwards(() => evaluate(message), onError);
    },

    /** After a report of a member (the safety module): several members within a week is a signal. */
    reported(report: { reporterId: string; reportedId: string | null }): void {
      const { reporterId, reportedId } = report;
      if (!reportedId || reportedId === reporterId) return;
      afterwards(async () => {
        const now = clock.now();
        const since = new Date(now.getTime() - SIGNAL_LIMITS.reportsWindowDays * DAY_MS);
        if (!(await repo.markReport(reportedId, reporterId, now, since))) return;
        const reporters = await repo.reportersSince(reportedId, since);
        if (reporters < SIGNAL_LIMITS.reportsDistinct) return;
        await repo.insertSignals([
          {
            memberId: reportedId,
            rule: 'reports',
            reason: `${reporters} members in ${SIGNAL_LIMITS.reportsWindowDays} days`,
            conversationId: null,
            messageId: null,
            at: now,
          },
        ]);
      }, onError);
    },

    /** Resolves once every rule started so far has finished (API tests wait on it, never a sleep). */
    async settled(): Promise<void> {
      await afterwardsSettled();
    },

    /** The cautions he sees in a chat: what the other member tripped there, less what he dismissed. */
    async cautions(viewerId: string, conversationId: string): Promise<ChatCautions> {
      await assertInChat(viewerId, conversationId);
      const rules = await repo.cautionRules(viewerId, conversationId, CAUTION_RULES);
      return { conversationId, cautions: rules.filter(isCautionRule).map(cautionOf) };
    },

    async dismiss(viewerId: string, conversationId: string, rule: CautionRule) {
      await assertInChat(viewerId, conversationId);
      await repo.dismiss(viewerId, conversationId, rule, clock.now());
      return this.cautions(viewerId, conversationId);
    },

    /** For moderators: his signals, counted per rule, and the latest 100. */
    async forMember(memberId: string): Promise<MemberSignals> {
      if ((await memberSince(memberId)) === null) throw notFound('Member not found.');
      const [counts, latest] = await Promise.all([
        repo.countsOf(memberId),
        repo.latestOf(memberId, 100),
      ]);
      return {
        memberId,
        total: counts.reduce((sum, c) => sum + c.count, 0),
        counts: counts.map((c) => ({
          rule: c.rule as SignalRule,
          count: c.count,
          lastAt: new Date(c.lastAt ?? 0).toISOString(),
        })),
        signals: latest.map(toMemberSignal),
      };
    },

    /** For the overview: the members with the most signals in the last 7 days. */
    async top(limit = 20): Promise<TopSignals> {
      const since = new Date(clock.now().getTime() - 7 * DAY_MS);
      const { leaders, counts } = await repo.top(since, limit);
      const names = await usernames(leaders.map((l) => l.memberId));
      return {
        members: leaders.map((l) => ({
          memberId: l.memberId,
          username: names.get(l.memberId) ?? null,
          total: l.total,
          counts: counts
            .filter((c) => c.memberId === l.memberId)
            .map((c) => ({
              rule: c.rule as SignalRule,
              count: c.count,
              lastAt: new Date(c.lastAt ?? 0).toISOString(),
            })),
        })),
      };
    },

    /** Forgets fingerprints, new-chat counts and report marks once their windows have passed. */
    registerJobs(jobs: Pick<JobQueue, 'every'>): void {
      jobs.every('signals.prune', PRUNE_EVERY_MS / 1000, async () => {
        const now = clock.now().getTime();
        await repo.prune({
          fingerprints: new Date(now - SIGNAL_LIMITS.massWindowMinutes * MINUTE_MS),
          newChats: new Date(now - DAY_MS),
          reportMarks: new Date(now - SIGNAL_LIMITS.reportsWindowDays * DAY_MS),
        });
      });
    },
  };
}

function toMemberSignal(row: SignalRow) {
  return {
    id: row.id,
    rule: row.rule as SignalRule,
    reason: row.reason,
    conversationId: row.conversationId,
    messageId: row.messageId,
    at: row.at.toISOString(),
  };
}

export type SignalsService = ReturnType<typeof signalsService>;
