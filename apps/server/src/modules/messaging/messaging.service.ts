import type {
  Conversation,
  ConversationList,
  ConversationService,
  Folder,
  Message,
  MessageListing,
  MessagePage,
  MessageReportBody,
  MessageSettings,
  OpenConversationBody,
  SendMessageBody,
  ServerFrame,
  UpdateConversationBody,
} from '@blaze/contracts';
import {
  DELETED_MEMBER_ID,
  DELETED_MEMBER_NAME,
  MESSAGING_LIMITS,
  ROOM_CITIES,
  VERIFIED_ONLY_MESSAGE,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { mapArea } from '../../lib/geo.ts';
import { groupCommit } from '../../lib/group-commit.ts';
import { afterwards } from '../../lib/work-scope.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { BlocksService } from '../blocks/blocks.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { SafetyService } from '../safety/safety.service.ts';
import { sendingTooFast, type MemberLimiter } from './member-limits.ts';
import {
  receiptFor,
  sameReceipt,
  settingsOf,
  toConversation,
  toMessage,
  type BlockedBetween,
} from './messaging.mapper.ts';
import { messagingRepository } from './messaging.repository.ts';
import type { MembershipRow, MessageRow, NewMessage, ParticipantRow } from './messaging.rows.ts';
import { sendRepository } from './messaging-send.repository.ts';
import type { JobQueue } from '../jobs/jobs.service.ts';

const conversationGone = () => notFound('Conversation not found.');

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k) ?? [];
    list.push(item);
    out.set(k, list);
  }
  return out;
}

/** The listing a 'listing' message is about. */
const listingIdOf = (row: MessageRow): string | null => {
  const id = (row.meta as { listingId?: unknown } | null)?.listingId;
  return typeof id === 'string' ? id : null;
};
const LIST_MAX = 200;
/** A resume sends at most this many per conversation; the app pages the rest over HTTP. */
const RESUME_PER_CONVERSATION = 200;
const SWEEP_EVERY_MS = 30_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const cannotAdd = () =>
  new AppError(409, 'MEMBER_UNAVAILABLE', "One of these members can't be added to this group.");

/**
 * The marketplace's cards for 'listing' messages, each listing as this viewer may see it now (sold, or
 * gone); app.ts fills it (decision 026). Without it a listing message shows as no longer available.
 */
export type ListingCardsPort = (
  viewerId: string,
  listingIds: string[],
) => Promise<Map<string, MessageListing>>;

type Deps = {
  db: Database;
  profiles: ProfilesService;
  blocks: BlocksService;
  photos: PhotosService;
  safety: SafetyService;
  bus: EventBus;
  /** Per-member counters shared by HTTP and the WebSocket (one bucket per action). */
  limits: MemberLimiter;
  /** Work done after a reply went out (the badge frames) reports its failures here. */
  onError?: (err: unknown) => void;
  /**
   * How service chats show their provider (decision 025): the listing's handle while it is public,
   * its professional name and first photo, by listing id (the services module answers).
   */
  serviceCards?: (providerIds: string[]) => Promise<Map<string, ServiceChatCard>>;
  listingCards?: ListingCardsPort;
  /** The signals module (decision 030): the new-account chat limit and the rules over new messages. */
  signals?: SignalsPort;
  /** Each new message, after it is stored and sent out (push decides from it; decision 034). */
  onNewMessage?: (message: {
    conversationId: string;
    senderId: string;
    kind: string;
    body: string | null;
    recipientIds: string[];
  }) => void;
};

/**
 * What messaging tells the signals module (decision 030). `beforeNewChat` may refuse a new 1:1 (a 429
 * in words); `messageSent` is handed each new message and must return at once, never failing the send.
 */
export type SignalsPort = {
  beforeNewChat(userId: string, peerKey: string): Promise<void>;
  messageSent(message: {
    messageId: string;
    conversationId: string;
    senderId: string;
    seq: number;
    body: string | null;
    recipientIds: string[];
    chat: 'pair' | 'group' | 'service';
  }): void;
};

/** A listing as a service chat shows it (the services module's answer). */
export type ServiceChatCard = Pick<ConversationService, 'handle' | 'displayName' | 'photoUrl'>;

/** A service chat's parties: the listing, the member who runs it, and the client who wrote. */
export type ServiceChat = { providerId: string; providerUserId: string; clientId: string };
/** Service chats are fixed at creation, so a node remembers which conversations are (and are not). */
const SERVICE_CHAT_CACHE_MAX = 50_000;
const formerProvider: ServiceChatCard = {
  handle: null,
  displayName: 'Former provider',
  photoUrl: null,
};

/**
 * Badge frames for members whose totals moved within this long of the last go out together, one
 * statement for all of them: a member who gets ten messages a second gets a few frames, not ten.
 * bench:messaging, one statement per message: PostgreSQL 1.09 ms of CPU per message instead of 0.45 ms,
 * and p50 12.2 ms instead of 2.1 ms on this machine.
 */
const BADGES_EVERY_MS = 250;

/**
 * Conversations and messages. Every rule is decided here: who may read, send, see receipts and typing.
 * A frame is published on the bus only after the database has committed what it announces.
 */
export function messagingService({
  db,
  profiles,
  blocks,
  photos,
  safety,
  bus,
  limits,
  onError = () => undefined,
  serviceCards = async () => new Map(),
  listingCards,
  signals,
  onNewMessage,
}: Deps) {
  const repo = messagingRepository(db);
  const serviceChatCache = new Map<string, ServiceChat | null>();

  /** The service chats among these conversations (decision 025), from the node's memory when it can. */
  async function serviceChatsOf(conversationIds: string[]): Promise<Map<string, ServiceChat>> {
    const missing = [...new Set(conversationIds)].filter((id) => !serviceChatCache.has(id));
    if (missing.length) {
      const found = new Map((await repo.serviceChats(missing)).map((c) => [c.conversationId, c]));
      if (serviceChatCache.size + missing.length > SERVICE_CHAT_CACHE_MAX) serviceChatCache.clear();
      for (const id of missing) serviceChatCache.set(id, found.get(id) ?? null);
    }
    const out = new Map<string, ServiceChat>();
    for (const id of conversationIds) {
      const chat = serviceChatCache.get(id);
      if (chat) out.set(id, chat);
    }
    return out;
  }

  /**
   * The other party as this viewer knows him: in a service chat the client knows the provider only as
   * his listing (its id), never by his member id (decision 025). Every reply and frame that names a
   * member of a chat to another (messages, previews, typing, participants) goes through this one rule.
   */
  const partyAs = (viewerId: string, memberId: string, chat: ServiceChat | undefined) =>
    chat && viewerId === chat.clientId && memberId === chat.providerUserId
      ? chat.providerId
      : memberId;

  /** Sends each viewer the frame naming `memberId` as he knows him (`partyAs`), one publish per name. */
  function publishNaming(
    to: string[],
    memberId: string,
    chat: ServiceChat | undefined,
    frame: (seenAs: string) => ServerFrame,
  ) {
    if (!chat) {
      if (to.length) bus.publish(to, frame(memberId));
      return;
    }
    for (const [seenAs, viewers] of groupBy(to, (id) => partyAs(id, memberId, chat)))
      bus.publish(viewers, frame(seenAs));
  }
  const sends = sendRepository(db);
  // Resumes go to the database together: a reconnecting crowd arrives one app per event-loop turn, and
  // a few milliseconds on a resume matter to nobody.
  const resumes = groupCommit<
    { userId: string; cursors: Array<[string, number]> },
    { rows: MessageRow[]; truncated: string[] }
  >({
    write: (requests) => repo.after(requests, RESUME_PER_CONVERSATION),
    concurrency: 2,
    maxBatch: 100,
    lingerMs: 5,
  });

  /** Their 1:1; a new one first passes the new-account limit (decision 030). */
  async function openPair(userId: string, otherId: string) {
    if (signals && !(await repo.pairExists(userId, otherId)))
      await signals.beforeNewChat(userId, otherId);
    return repo.openPair(userId, otherId);
  }

  /** Hands a new message to the signals rules (decision 030), after it is stored and sent out. */
  async function toSignals(row: MessageRow, audience: string[], isGroup: boolean) {
    // A city room is a public crowd: its messages push to nobody (decision 034).
    if (
      onNewMessage &&
      !(isGroup && (await repo.membership(row.conversationId, row.senderId))?.roomCity)
    )
      onNewMessage({
        conversationId: row.conversationId,
        senderId: row.senderId,
        kind: row.kind,
        body: row.body,
        recipientIds: audience.filter((id) => id !== row.senderId),
      });
    if (!signals) return;
    const service =
      !isGroup && (await serviceChatsOf([row.conversationId])).has(row.conversationId);
    signals.messageSent({
      messageId: row.id,
      conversationId: row.conversationId,
      senderId: row.senderId,
      seq: row.seq,
      body: row.body,
      recipientIds: audience.filter((id) => id !== row.senderId),
      chat: isGroup ? 'group' : service ? 'service' : 'pair',
    });
  }

  /** The member's side of a conversation, or 404: outsiders never learn that it exists. */
  async function membershipOf(userId: string, conversationId: string): Promise<MembershipRow> {
    const membership = await repo.membership(conversationId, userId);
    if (!membership) throw conversationGone();
    if (!membership.isGroup && (await repo.blockedInPair(conversationId, userId)))
      throw conversationGone();
    return membership;
  }

  async function viewMessages(viewerId: string, rows: MessageRow[]): Promise<Message[]> {
    const photoIds = rows.flatMap((r) => (r.photoId && !r.unsentAt ? [r.photoId] : []));
    const photoMap = photoIds.length ? await photos.chatPhotos(viewerId, photoIds) : new Map();
    const chats = await serviceChatsOf(rows.map((r) => r.conversationId));
    const listingIds = rows.flatMap((r) => {
      const id = r.kind === 'listing' && !r.unsentAt ? listingIdOf(r) : null;
      return id ? [id] : [];
    });
    const listingMap =
      listingIds.length && listingCards ? await listingCards(viewerId, listingIds) : new Map();
    return rows.map((r) => {
      const message = toMessage(r, viewerId, photoMap, listingMap);
      const chat = chats.get(r.conversationId);
      return chat ? { ...message, senderId: partyAs(viewerId, r.senderId, chat) } : message;
    });
  }

  /** Who blocked whom among the members of these conversations (for receipts and typing). */
  async function blocksAmong(conversationIds: string[]): Promise<BlockedBetween> {
    const pairs = await repo.blockedPairs(conversationIds);
    if (pairs.length === 0) return () => false;
    const keys = new Set(pairs.flatMap((p) => [`${p.a} ${p.b}`, `${p.b} ${p.a}`]));
    return (a, b) => keys.has(`${a} ${b}`);
  }

  async function conversationsFor(
    viewerId: string,
    rows: Array<MembershipRow & { unread?: number; last?: MessageRow | null }>,
  ): Promise<Conversation[]> {
    const parts = await repo.participants(rows.map((r) => r.conversationId));
    const byConversation = new Map<string, ParticipantRow[]>();
    for (const p of parts) {
      const list = byConversation.get(p.conversationId) ?? [];
      list.push(p);
      byConversation.set(p.conversationId, list);
    }
    const viewerSettings = settingsOf(parts.find((p) => p.userId === viewerId)?.settings);
    const chats = await serviceChatsOf(rows.map((r) => r.conversationId));
    // A member he knows only as a listing (partyAs) has no member card for him (decision 025).
    const otherIds = [
      ...new Set(
        parts
          .filter(
            (p) =>
              p.userId !== viewerId &&
              partyAs(viewerId, p.userId, chats.get(p.conversationId)) === p.userId,
          )
          .map((p) => p.userId),
      ),
    ];
    const cards = await profiles.chatCards(viewerId, otherIds);
    const listings = chats.size
      ? await serviceCards([...new Set([...chats.values()].map((c) => c.providerId))])
      : new Map<string, ServiceChatCard>();
    // A blocked 1:1 is not listed at all; in a group the two only stop seeing each other's cursors.
    const blocked = await blocksAmong(rows.filter((r) => r.isGroup).map((r) => r.conversationId));
    return rows.map((row) => {
      const chat = chats.get(row.conversationId);
      const members = byConversation.get(row.conversationId) ?? [];
      const conversation = toConversation(viewerId, row, members, {
        cards,
        viewerSettings,
        blocked,
      });
      if (!chat) return conversation;
      const asClient = chat.clientId === viewerId;
      const card = listings.get(chat.providerId) ?? formerProvider;
      return {
        ...conversation,
        participants: conversation.participants.filter(
          (p) => partyAs(viewerId, p.id, chat) === p.id,
        ),
        lastMessage: conversation.lastMessage && {
          ...conversation.lastMessage,
          senderId: partyAs(viewerId, conversation.lastMessage.senderId, chat),
        },
        service: { providerId: chat.providerId, ...card, role: asClient ? 'client' : 'provider' },
      };
    });
  }

  async function detail(viewerId: string, conversationId: string): Promise<Conversation> {
    await membershipOf(viewerId, conversationId);
    const listed = await repo.list(viewerId, { only: conversationId, limit: 1 });
    const [conversation] = await conversationsFor(viewerId, listed);
    if (!conversation) throw conversationGone();
    return conversation;
  }

  /**
   * Sends each member his own copy: clientId only to the sender, photo URLs signed per viewer. The
   * sender's app that sent it (`origin`, a socket) has it in its ack and is skipped.
   */
  async function publishMessage(row: MessageRow, memberIds: string[], origin: string | null) {
    if (row.kind === 'photo' || row.kind === 'story' || row.kind === 'listing') {
      for (const id of memberIds) {
        const [message] = await viewMessages(id, [row]);
        if (message)
          bus.publish([id], { type: 'message', message }, id === row.senderId ? origin : null);
      }
      publishUnreadTotals(memberIds.filter((id) => id !== row.senderId));
      return;
    }
    const [forSender] = await viewMessages(row.senderId, [row]);
    if (!forSender) return;
    bus.publish([row.senderId], { type: 'message', message: forSender }, origin);
    const others = memberIds.filter((id) => id !== row.senderId);
    const chat = (await serviceChatsOf([row.conversationId])).get(row.conversationId);
    publishNaming(others, row.senderId, chat, (senderId) => ({
      type: 'message',
      message: { ...forSender, senderId, clientId: null },
    }));
    publishUnreadTotals(others);
  }

  /**
   * Each member's badges (unread inbox messages, unread requests) after something moved them, so his
   * apps patch the badges instead of fetching the whole conversation list again. Read once the window
   * closes (the first change in a quiet window goes at once), never on the way to a reply.
   */
  const badges = groupCommit<string, void>({
    write: async (ids) => {
      const userIds = [...new Set(ids)];
      const totals = new Map((await repo.unreadTotalsOf(userIds)).map((t) => [t.userId, t]));
      for (const userId of userIds) {
        const mine = totals.get(userId);
        bus.publish([userId], {
          type: 'unread',
          unreadTotal: mine?.inbox ?? 0,
          requestCount: mine?.requests ?? 0,
        });
      }
      return ids.map(() => undefined);
    },
    concurrency: 1,
    maxBatch: 1000,
    lingerMs: BADGES_EVERY_MS,
  });
  function publishUnreadTotals(userIds: string[]) {
    for (const userId of userIds) afterwards(() => badges.add(userId), onError);
  }

  /**
   * Each member's own view of the others' cursors. With `before` (the cursors before a move), only
   * the members whose view changed get a frame: a frame that changes nothing would still tell them
   * the moment he read (receipts off, a request, a block).
   */
  async function publishReceipts(
    conversationId: string,
    members?: ParticipantRow[],
    before?: ParticipantRow[],
    blocks?: BlockedBetween,
  ) {
    const all = members ?? (await repo.participants([conversationId]));
    const blocked = blocks ?? (await blocksAmong([conversationId]));
    for (const member of all) {
      const receipt = receiptFor(member.userId, all, blocked);
      if (before && sameReceipt(receipt, receiptFor(member.userId, before, blocked))) continue;
      const frame: ServerFrame = { type: 'receipt', ...receipt };
      bus.publish([member.userId], frame);
    }
  }

  /** Who gets a stored message: in a group, not those blocked either way with its sender. */
  async function audienceOf(
    result: { memberIds: string[]; isGroup?: boolean },
    senderId: string,
    isGroup = result.isGroup ?? false,
  ): Promise<string[]> {
    if (!isGroup) return result.memberIds;
    const blocked = await blocks.blockedAmong(senderId, result.memberIds);
    return blocked.size ? result.memberIds.filter((id) => !blocked.has(id)) : result.memberIds;
  }

  const announce = (memberIds: string[], conversationId: string) =>
    bus.publish(memberIds, { type: 'conversation', conversationId });

  async function memberIdsOf(conversationId: string) {
    return (await repo.participants([conversationId])).map((p) => p.userId);
  }

  async function systemMessage(
    conversationId: string,
    actorId: string,
    meta: Record<string, unknown>,
  ): Promise<void> {
    const result = await sends.insertMessage({
      conversationId,
      senderId: actorId,
      clientId: `sys-${crypto.randomUUID()}`,
      kind: 'system',
      body: null,
      photoId: null,
      latitude: null,
      longitude: null,
      meta,
    });
    if (result.status === 'created')
      await publishMessage(result.message, await audienceOf(result, actorId), null);
  }

  /**
   * Members the owner may put in a group with `current` (its members, him included): each one he can
   * see, and nobody who blocked, or was blocked by, anyone else in it. They have not accepted it yet
   * (whether it sits in their Requests is theirs alone: `inInbox`). The refusal names no pair, so it
   * confirms no block.
   */
  async function newGroupMembers(ownerId: string, userIds: string[], current: string[]) {
    const unique = [...new Set(userIds)].filter((id) => id !== ownerId && !current.includes(id));
    for (const id of unique) await profiles.assertReachable(ownerId, id);
    const everyone = [...new Set([ownerId, ...current, ...unique])];
    for (const id of unique)
      if (
        (
          await blocks.blockedAmong(
            id,
            everyone.filter((other) => other !== id),
          )
        ).size > 0
      )
        throw cannotAdd();
    return unique.map((userId) => ({ userId, accepted: false }));
  }

  /**
   * Decision 029: a member who takes messages from verified members only hears from an unverified one
   * only in a chat he started or answered; anything else is a 403 in words.
   */
  async function assertMayWrite(
    senderId: string,
    where: { conversationId: string } | { otherId: string },
  ): Promise<void> {
    if (await repo.verifiedOnlyHeld(senderId, where))
      throw new AppError(403, 'VERIFIED_ONLY', VERIFIED_ONLY_MESSAGE);
  }

  /**
   * A message another module composed (a story reply, a listing), sent in the 1:1 chat of the two: the
   * same reachability, send limit, client ids, fan-out and Requests rule as any message.
   */
  async function sendInPair(
    userId: string,
    otherId: string,
    draft: {
      clientId: string;
      kind: 'story' | 'listing';
      body: string | null;
      photoId: string | null;
      meta: Record<string, unknown>;
    },
  ): Promise<{ conversationId: string; message: Message }> {
    await profiles.assertReachable(userId, otherId);
    await assertMayWrite(userId, { otherId });
    // The send is counted before the chat is opened: a member past his limit opens nothing either.
    if (!(await limits.take('send', userId, MESSAGING_LIMITS.sendsPerMinute, MINUTE_MS)))
      throw sendingTooFast();
    const { id: conversationId } = await openPair(userId, otherId);
    const result = await sends.insertMessage({
      conversationId,
      senderId: userId,
      ...draft,
      latitude: null,
      longitude: null,
    });
    if (result.status === 'refused') throw conversationGone();
    if (result.message.conversationId !== conversationId || result.message.senderId !== userId)
      throw new AppError(
        409,
        'CLIENT_ID_TAKEN',
        'This message id was already used for another chat.',
      );
    const [message] = await viewMessages(userId, [result.message]);
    if (!message) throw new Error('message vanished');
    const audience = await audienceOf(result, userId, false);
    await publishMessage(result.message, audience, null);
    if (result.status === 'created')
      afterwards(() => toSignals(result.message, audience, false), onError);
    if (result.status === 'created' && result.acceptedNow) announce([userId], conversationId);
    return { conversationId, message };
  }

  return {
    async open(
      userId: string,
      body: OpenConversationBody,
    ): Promise<{ id: string; created: boolean }> {
      if ('userId' in body) {
        if (userId === body.userId)
          throw new AppError(400, 'BAD_REQUEST', "You can't message yourself.");
        await profiles.assertReachable(userId, body.userId);
        await assertMayWrite(userId, { otherId: body.userId });
        return openPair(userId, body.userId);
      }
      if (!(await limits.take('group', userId, MESSAGING_LIMITS.groupsPerHour, HOUR_MS)))
        throw new AppError(
          429,
          'RATE_LIMITED',
          `You can create ${MESSAGING_LIMITS.groupsPerHour} groups an hour. Try again later.`,
        );
      const members = await newGroupMembers(userId, body.userIds, []);
      if (members.length < 2)
        throw new AppError(400, 'BAD_REQUEST', 'Pick at least two other members for a group.');
      const id = await repo.createGroup({ name: body.name, ownerId: userId, members });
      await systemMessage(id, userId, { event: 'created', name: body.name });
      announce([userId, ...members.map((m) => m.userId)], id);
      return { id, created: true };
    },

    /**
     * A client writes to a provider's listing (the services module checked that he may): his words
     * open their service chat, or continue it. Only then does the provider join it, so a provider
     * can never start a service chat, nor write in one before the client has (decision 025).
     */
    async writeToProvider(
      clientId: string,
      listing: { providerId: string; providerUserId: string },
      body: { clientId: string; text: string },
    ): Promise<{ conversationId: string; message: Message }> {
      if (clientId === listing.providerUserId)
        throw new AppError(400, 'BAD_REQUEST', "You can't contact your own listing.");
      // No personal block is asked about here: a refusal across one would tell him who runs the
      // listing (issue 35). The services module checked the listing's own rule (kept apart, restricted).
      if (signals && !(await repo.serviceChatExists(listing.providerId, clientId)))
        await signals.beforeNewChat(clientId, `svc:${listing.providerId}`);
      const { id: conversationId } = await repo.openServiceChat({
        clientId,
        providerId: listing.providerId,
        providerUserId: listing.providerUserId,
      });
      const { message } = await this.send(clientId, conversationId, {
        kind: 'text',
        clientId: body.clientId,
        text: body.text,
      });
      if (await repo.addServiceProvider(conversationId)) {
        // He joined after the first message was fanned out: it reaches him now, with the chat.
        const rows = await repo.page(conversationId, listing.providerUserId, 0, {
          after: 0,
          limit: MESSAGING_LIMITS.pageSize,
        });
        for (const m of await viewMessages(listing.providerUserId, rows))
          bus.publish([listing.providerUserId], { type: 'message', message: m });
        publishUnreadTotals([listing.providerUserId]);
        announce([listing.providerUserId], conversationId);
        onNewMessage?.({
          conversationId,
          senderId: clientId,
          kind: 'text',
          body: body.text,
          recipientIds: [listing.providerUserId],
        });
      }
      return { conversationId, message };
    },

    /** His side of a service chat he takes part in (open, not closed), or null (decision 025). */
    async serviceChatOf(userId: string, conversationId: string): Promise<ServiceChat | null> {
      const membership = await repo.membership(conversationId, userId);
      if (!membership || membership.isGroup) return null;
      if (await repo.blockedInPair(conversationId, userId)) return null;
      return (await serviceChatsOf([conversationId])).get(conversationId) ?? null;
    },

    /** A service chat was closed (kept apart): both apps refetch it and find it gone. */
    closeServiceChat(conversationId: string, memberIds: string[]): void {
      announce(memberIds, conversationId);
    },

    async list(userId: string, folder: Folder, q?: string): Promise<ConversationList> {
      const [rows, totals] = await Promise.all([
        repo.list(userId, { folder, q, limit: LIST_MAX }),
        repo.unreadTotals(userId),
      ]);
      return {
        conversations: await conversationsFor(userId, rows),
        requestCount: totals.requests,
        unreadTotal: totals.inbox,
      };
    },

    get: detail,

    async update(userId: string, conversationId: string, body: UpdateConversationBody) {
      const membership = await membershipOf(userId, conversationId);
      // A group's name and timer are its owner's to set; a 1:1's timer is either member's.
      if (
        membership.isGroup &&
        !membership.roomCity &&
        (body.name !== undefined || body.disappearAfterSeconds !== undefined) &&
        membership.role !== 'owner'
      )
        throw forbidden("Only the group's owner can change its name or timer.");
      if (body.name !== undefined) {
        if (!membership.isGroup || membership.roomCity)
          throw new AppError(400, 'BAD_REQUEST', 'Only a group can be renamed.');
        await repo.updateConversation(conversationId, { name: body.name });
        await systemMessage(conversationId, userId, { event: 'renamed', name: body.name });
      }
      if (body.disappearAfterSeconds !== undefined) {
        if (membership.roomCity)
          throw new AppError(400, 'BAD_REQUEST', 'City rooms keep their own rules.');
        await repo.updateConversation(conversationId, {
          disappearAfterSeconds: body.disappearAfterSeconds,
        });
        await systemMessage(conversationId, userId, {
          event: 'timer',
          seconds: body.disappearAfterSeconds,
        });
      }
      if (body.muted !== undefined)
        await repo.updateMember(conversationId, userId, { muted: body.muted });
      announce(await memberIdsOf(conversationId), conversationId);
      return detail(userId, conversationId);
    },

    async addMembers(userId: string, conversationId: string, userIds: string[]) {
      const membership = await membershipOf(userId, conversationId);
      if (!membership.isGroup || membership.roomCity)
        throw new AppError(400, 'BAD_REQUEST', 'Members can only be added to a group.');
      if (membership.role !== 'owner') throw forbidden('Only the group owner can add members.');
      const current = await memberIdsOf(conversationId);
      if (current.length + userIds.length > MESSAGING_LIMITS.groupMax)
        throw new AppError(
          409,
          'GROUP_FULL',
          `A group holds at most ${MESSAGING_LIMITS.groupMax} members.`,
        );
      const added = await repo.addMembers(
        conversationId,
        await newGroupMembers(userId, userIds, current),
      );
      if (added.length)
        await systemMessage(conversationId, userId, { event: 'added', userIds: added });
      announce([...current, ...added], conversationId);
      return detail(userId, conversationId);
    },

    /** A group or room: he leaves. A 1:1: the chat is cleared for him (it returns with a new message). */
    async remove(userId: string, conversationId: string): Promise<void> {
      const membership = await membershipOf(userId, conversationId);
      if (!membership.isGroup) {
        await repo.updateMember(conversationId, userId, { clearedSeq: membership.lastSeq });
        announce([userId], conversationId);
        return;
      }
      await systemMessage(conversationId, userId, { event: 'left', userIds: [userId] });
      await repo.removeMember(conversationId, userId);
      await repo.promoteOldest(conversationId);
      await repo.dropIfEmpty(conversationId);
      announce([userId, ...(await memberIdsOf(conversationId))], conversationId);
    },

    async accept(userId: string, conversationId: string): Promise<Conversation> {
      await membershipOf(userId, conversationId);
      await repo.updateMember(conversationId, userId, { accepted: true });
      announce([userId], conversationId);
      // His cursors show from now on (his own act): the others see them at once.
      await publishReceipts(conversationId);
      return detail(userId, conversationId);
    },

    async messages(
      userId: string,
      conversationId: string,
      q: { after?: number | undefined; before?: number | undefined; limit: number },
    ): Promise<MessagePage> {
      const membership = await membershipOf(userId, conversationId);
      const floor = Math.max(membership.clearedSeq, membership.joinedSeq);
      const rows = await repo.page(conversationId, userId, floor, { ...q, limit: q.limit + 1 });
      const hasMore = rows.length > q.limit;
      const page = rows.slice(0, q.limit);
      if (q.after === undefined) page.reverse();
      return { messages: await viewMessages(userId, page), hasMore };
    },

    /**
     * Stores the message once (a retried client id returns it again), then fans it out to every app
     * of every member but `origin`, the socket it came through (its ack carries the message).
     */
    async send(
      userId: string,
      conversationId: string,
      body: SendMessageBody,
      origin: string | null = null,
    ): Promise<{ message: Message; created: boolean }> {
      // One bucket per member for HTTP and every socket of his, on every node (decision 004).
      if (!(await limits.take('send', userId, MESSAGING_LIMITS.sendsPerMinute, MINUTE_MS)))
        throw sendingTooFast();
      // Decision 029: the send statement itself refuses a message the verified-only rule holds back
      // (issue 30: one statement for a text), and a refusal asks why below. A photo or an album
      // shares it first, so it asks before.
      if (body.kind === 'photo' || body.kind === 'album')
        await assertMayWrite(userId, { conversationId });
      let content: Omit<NewMessage, 'conversationId' | 'senderId' | 'clientId'>;
      switch (body.kind) {
        case 'text':
          content = {
            kind: 'text',
            body: body.text,
            photoId: null,
            latitude: null,
            longitude: null,
            meta: null,
          };
          break;
        case 'photo':
          content = {
            kind: 'photo',
            body: body.text || null,
            photoId: body.photoId,
            latitude: null,
            longitude: null,
            meta: null,
          };
          break;
        case 'album':
          content = {
            kind: 'album',
            body: null,
            photoId: null,
            latitude: null,
            longitude: null,
            meta: { expiresInHours: body.expiresInHours ?? null },
          };
          break;
        case 'location': {
          const cell = mapArea({ lat: body.latitude, lng: body.longitude });
          content = {
            kind: 'location',
            body: null,
            photoId: null,
            latitude: cell.lat,
            longitude: cell.lng,
            meta: null,
          };
          break;
        }
      }
      // Side effects that need the other members first (photo access, album grant): only for new sends.
      if (body.kind === 'photo' || body.kind === 'album') {
        const membership = await membershipOf(userId, conversationId);
        const members = await memberIdsOf(conversationId);
        // Nobody blocked either way gets access to his photos through a group.
        const others = (
          await audienceOf({ memberIds: members }, userId, membership.isGroup)
        ).filter((id) => id !== userId);
        // A provider in a service chat shares nothing that names him (decision 025): no profile
        // photo (its address holds his member id), no album (a client would try it on members).
        const asProvider =
          !membership.isGroup &&
          (await serviceChatsOf([conversationId])).get(conversationId)?.providerUserId === userId;
        if (body.kind === 'photo')
          await photos.shareInChat(userId, body.photoId, others, { anonymous: asProvider });
        if (body.kind === 'album' && asProvider)
          throw new AppError(
            400,
            'BAD_REQUEST',
            'Your private album belongs to your personal profile: it cannot be shared in a service chat.',
          );
        if (body.kind === 'album') {
          if (membership.roomCity)
            throw new AppError(400, 'BAD_REQUEST', 'Share your album in a private chat instead.');
          for (const id of others) await photos.grant(userId, id, body.expiresInHours);
        }
      }
      const result = await sends.insertMessage({
        conversationId,
        senderId: userId,
        clientId: body.clientId,
        ...content,
      });
      if (result.status === 'refused') {
        await assertMayWrite(userId, { conversationId });
        await membershipOf(userId, conversationId);
        throw conversationGone();
      }
      if (result.message.conversationId !== conversationId || result.message.senderId !== userId)
        throw new AppError(
          409,
          'CLIENT_ID_TAKEN',
          'This message id was already used for another chat.',
        );
      // A retry is answered only while he may still send here: not after a block or after leaving
      // (the stored message would be fanned out again, to members who must not get it).
      const isGroup =
        result.status === 'duplicate'
          ? (await membershipOf(userId, conversationId)).isGroup
          : result.isGroup;
      const [message] = await viewMessages(userId, [result.message]);
      if (!message) throw new Error('message vanished');
      // A retry (same client id) fans the stored message out again: its first fan-out may have died
      // with the node that stored it, and the app retries because it never heard back. Apps drop a
      // message they already hold (same id), so a second copy costs nothing.
      const audience = await audienceOf(result, userId, isGroup);
      await publishMessage(result.message, audience, origin);
      if (result.status === 'created')
        afterwards(() => toSignals(result.message, audience, isGroup), onError);
      if (result.status === 'created' && result.acceptedNow) announce([userId], conversationId);
      return { message, created: result.status === 'created' };
    },

    /**
     * A reply or a reaction to a story, from the stories module (which checked that he may see it):
     * lands in the 1:1 chat with its author, as a message showing the story (its photo while it is
     * live). Counts against his send limit like any message; a retried client id is stored once.
     */
    async sendStoryMessage(
      userId: string,
      authorId: string,
      story: { slug: string; photoId: string; text: string; reaction: boolean; clientId: string },
    ): Promise<{ conversationId: string; message: Message }> {
      if (userId === authorId)
        throw new AppError(400, 'BAD_REQUEST', "You can't answer your own story.");
      return sendInPair(userId, authorId, {
        clientId: story.clientId,
        kind: 'story',
        body: story.text,
        photoId: story.photoId,
        meta: { slug: story.slug, reaction: story.reaction },
      });
    },

    /**
     * 'Message seller' from the marketplace (which checked that he may see the listing and that it is
     * for sale): lands in the 1:1 chat with the seller as a message showing the listing as it is now,
     * with his words if any. Same send limit, client ids, fan-out and Requests rule as any message.
     */
    async sendListingMessage(
      userId: string,
      sellerId: string,
      listing: { listingId: string; text: string | null; clientId: string },
    ): Promise<{ conversationId: string; message: Message }> {
      if (userId === sellerId) throw new AppError(400, 'BAD_REQUEST', 'This is your own listing.');
      return sendInPair(userId, sellerId, {
        clientId: listing.clientId,
        kind: 'listing',
        body: listing.text,
        photoId: null,
        meta: { listingId: listing.listingId },
      });
    },

    /** His unread Inbox messages and unread requests: the app badge's share of chats (push, decision 034). */
    unreadForBadge: async (userId: string): Promise<number> => {
      const totals = await repo.unreadTotals(userId);
      return totals.inbox + totals.requests;
    },

    /**
     * For push (decision 034): his side of a chat, or null when he is not in it (or it is a blocked
     * 1:1). `nameSender` is false where he may not know the sender by name (the client of a service chat).
     */
    async pushState(
      userId: string,
      conversationId: string,
    ): Promise<{
      muted: boolean;
      unread: number;
      nameSender: boolean;
      serviceChat: boolean;
    } | null> {
      const m = await repo.membership(conversationId, userId);
      if (!m) return null;
      if (!m.isGroup && (await repo.blockedInPair(conversationId, userId))) return null;
      const chat = (await serviceChatsOf([conversationId])).get(conversationId);
      return {
        muted: m.muted,
        unread: Math.max(0, m.lastSeq - Math.max(m.readSeq, m.clearedSeq, m.joinedSeq)),
        nameSender: !(chat && chat.clientId === userId),
        serviceChat: chat !== undefined,
      };
    },

    /** His app has the messages up to `seq` (delivered) or he has seen them (read). */
    async advance(
      userId: string,
      conversationId: string,
      cursor: 'delivered' | 'read',
      seq: number,
    ) {
      // The update matches only his own member row, so a move forward proves membership: the
      // membership read is needed only to tell 'nothing to move' from 'not his conversation'.
      const moved = await repo.advance(conversationId, userId, cursor, seq);
      if (moved) {
        const before = moved.members.map((m) => (m.userId === userId ? moved.before : m));
        await publishReceipts(conversationId, moved.members, before);
        if (cursor === 'read') publishUnreadTotals([userId]);
        return;
      }
      if (!(await repo.membership(conversationId, userId))) throw conversationGone();
    },

    /**
     * Delivered acks gathered by a node over a short window: one statement for all of them, then the
     * receipts. Acks for conversations he is not in simply move nothing.
     */
    async deliveredMany(acks: Array<{ conversationId: string; userId: string; seq: number }>) {
      const rows = await repo.advanceDelivered(acks);
      const byConversation = new Map<string, typeof rows>();
      for (const row of rows) {
        const list = byConversation.get(row.conversationId) ?? [];
        list.push(row);
        byConversation.set(row.conversationId, list);
      }
      const blocked = await blocksAmong([...byConversation.keys()]);
      for (const [conversationId, members] of byConversation) {
        const before = members.map((m) => ({ ...m, deliveredSeq: m.prevDeliveredSeq }));
        await publishReceipts(conversationId, members, before, blocked);
      }
    },

    async typing(userId: string, conversationId: string, typing: boolean): Promise<void> {
      const members = await repo.participants([conversationId]);
      const me = members.find((m) => m.userId === userId);
      if (!me || !settingsOf(me.settings).privacy.typing) return;
      const blocked = await blocksAmong([conversationId]);
      const to = members
        .filter(
          (m) =>
            m.userId !== userId &&
            settingsOf(m.settings).privacy.typing &&
            !blocked(userId, m.userId),
        )
        .map((m) => m.userId);
      const chat = (await serviceChatsOf([conversationId])).get(conversationId);
      publishNaming(to, userId, chat, (seenAs) => ({
        type: 'typing',
        conversationId,
        userId: seenAs,
        typing,
      }));
    },

    async deleteMessage(
      userId: string,
      conversationId: string,
      messageId: string,
      scope: 'everyone' | 'me',
    ): Promise<void> {
      const membership = await membershipOf(userId, conversationId);
      const row = await repo.findMessage(conversationId, messageId);
      const floor = Math.max(membership.clearedSeq, membership.joinedSeq);
      if (!row || row.seq <= floor) throw notFound('Message not found.');
      if (scope === 'me') {
        await repo.hide(messageId, userId);
        return;
      }
      if (row.senderId !== userId) throw forbidden('You can only unsend your own messages.');
      if (row.kind === 'system') throw new AppError(400, 'BAD_REQUEST', 'This cannot be unsent.');
      if (row.unsentAt) return;
      await repo.unsend(messageId);
      if (row.photoId) await photos.unshareInChat(row.photoId);
      const to = await audienceOf(
        { memberIds: await memberIdsOf(conversationId) },
        userId,
        membership.isGroup,
      );
      bus.publish(to, {
        type: 'removed',
        conversationId,
        messageId,
        seq: row.seq,
      });
    },

    async report(userId: string, conversationId: string, body: MessageReportBody): Promise<number> {
      const membership = await membershipOf(userId, conversationId);
      let reportedId: string | null = null;
      let evidence: string | null = null;
      if (body.messageId) {
        const row = await repo.findMessage(conversationId, body.messageId);
        if (!row || row.seq <= Math.max(membership.clearedSeq, membership.joinedSeq))
          throw notFound('Message not found.');
        if (row.senderId === userId)
          throw new AppError(400, 'BAD_REQUEST', "You can't report your own message.");
        reportedId = row.senderId;
        evidence = row.body;
      } else if (!membership.isGroup) {
        reportedId = (await memberIdsOf(conversationId)).find((id) => id !== userId) ?? null;
      }
      return safety.reportFromChat({
        reporterId: userId,
        reportedId,
        conversationId,
        messageId: body.messageId ?? null,
        evidence,
        reason: body.reason,
        details: body.details ?? null,
      });
    },

    /** How many messages he sent in the chat before `seq` (the signals module's 'early in a chat'). */
    sentBefore(senderId: string, conversationId: string, seq: number): Promise<number> {
      return repo.sentBefore(senderId, conversationId, seq);
    },

    /** For the report page (moderation's port): the messages around a reported one the reporter saw. */
    reportContext(
      conversationId: string,
      reporterId: string,
      messageId: string,
      reportedAt: Date,
    ): Promise<MessageRow[]> {
      return repo.reportContext(conversationId, reporterId, messageId, reportedAt, 5);
    },

    async settings(userId: string): Promise<MessageSettings> {
      return settingsOf(await repo.getSettings(userId));
    },

    /**
     * His data export (decision 032): every message he sent or received, grouped by chat, with only
     * what his chats show of the others (their username and display name; a provider's listing
     * stays anonymous; no ids, no e-mail); a system line keeps its event, not the members it names.
     */
    async exportOf(userId: string) {
      const rows = await repo.exportOf(userId);
      const chats = new Map<
        string,
        { kind: string; name: string | null; messages: Array<Record<string, unknown>> }
      >();
      for (const r of rows) {
        let chat = chats.get(r.conversationId);
        if (!chat) {
          chat = { kind: r.conversationKind, name: r.conversationName, messages: [] };
          chats.set(r.conversationId, chat);
        }
        const mine = r.senderId === userId;
        const meta = r.meta as { event?: unknown } | null;
        chat.messages.push({
          seq: r.seq,
          sentAt: r.createdAt.toISOString(),
          direction: mine ? 'sent' : 'received',
          from: mine
            ? 'me'
            : r.fromProvider
              ? 'the service provider'
              : r.senderUsername === null
                ? DELETED_MEMBER_NAME
                : { username: r.senderUsername, displayName: r.senderDisplayName },
          kind: r.kind,
          text: r.unsent ? null : r.body,
          photo: !r.unsent && r.photoId !== null,
          location:
            !r.unsent && r.latitude !== null && r.longitude !== null
              ? { latitude: r.latitude, longitude: r.longitude }
              : null,
          event: r.kind === 'system' && typeof meta?.event === 'string' ? meta.event : null,
          unsent: r.unsent,
        });
      }
      return [...chats.values()].map((chat, i) => ({ chat: i + 1, ...chat }));
    },

    /**
     * His account is being deleted (decision 032): his messages stay in the others' chats from
     * 'Deleted member' (DELETED_MEMBER_ID) with the content erased; he leaves every conversation, a
     * group he owned passes to its oldest member, and a conversation nobody is left in goes.
     * Returns how many messages were kept without him.
     */
    async forgetSender(userId: string): Promise<number> {
      const joined = await repo.conversationsOf(userId);
      const kept = await repo.forgetSender(userId, DELETED_MEMBER_ID);
      for (const c of joined) {
        await repo.removeMember(c.id, userId);
        if (c.isGroup && !c.isRoom) await repo.promoteOldest(c.id);
        await repo.dropIfEmpty(c.id);
      }
      return kept;
    },

    async putSettings(userId: string, settings: MessageSettings): Promise<MessageSettings> {
      const before = settingsOf(await repo.getSettings(userId)).privacy;
      await repo.putSettings(userId, settings);
      // Receipts he shows or hides (read: read receipts; delivered: 'last seen') change what the
      // others see at once.
      if (
        before.readReceipts !== settings.privacy.readReceipts ||
        before.lastSeen !== settings.privacy.lastSeen
      ) {
        const rows = await repo.list(userId, { folder: 'inbox', limit: LIST_MAX });
        for (const row of rows.slice(0, 50)) await publishReceipts(row.conversationId);
      }
      return settings;
    },

    /** After a reconnect: everything after each cursor, in the conversations he is in. */
    async resume(
      userId: string,
      cursors: Record<string, number>,
    ): Promise<{ messages: Message[]; truncated: string[] }> {
      const entries = Object.entries(cursors).slice(0, MESSAGING_LIMITS.resumeMax);
      if (entries.length === 0) return { messages: [], truncated: [] };
      const { rows, truncated } = await resumes.add({ userId, cursors: entries });
      // Others' messages from before his socket was open moved his badges, and their 'unread' frames
      // went nowhere: the totals follow the backlog, or his app would count them in the rows only.
      if (rows.some((row) => row.senderId !== userId)) publishUnreadTotals([userId]);
      return { messages: await viewMessages(userId, rows), truncated };
    },

    async rooms(userId: string) {
      return { rooms: await repo.rooms(userId) };
    },

    async joinRoom(userId: string, roomId: string): Promise<{ conversationId: string }> {
      const rooms = await repo.rooms(userId);
      const room = rooms.find((r) => r.id === roomId);
      if (!room) throw notFound('Room not found.');
      if (!room.joined) {
        await repo.addMembers(roomId, [{ userId, accepted: true }]);
        await systemMessage(roomId, userId, { event: 'added', userIds: [userId] });
        announce([userId], roomId);
      }
      return { conversationId: roomId };
    },

    /** The city rooms of /chat-hub exist on every start (idempotent). */
    async ensureRooms(): Promise<void> {
      for (const city of ROOM_CITIES) await repo.createRoom(city, `${city} chat`);
    },

    /** Deletes disappearing messages when their time is up, once across the nodes (decision 033). */
    registerJobs(jobs: Pick<JobQueue, 'every'>): void {
      jobs.every('messaging.expire', SWEEP_EVERY_MS / 1000, async () => {
        const gone = await repo.deleteExpired(500);
        for (const { photoId } of gone) if (photoId) await photos.unshareInChat(photoId);
      });
    },
  };
}

export type MessagingService = ReturnType<typeof messagingService>;
