import { randomUUID } from 'node:crypto';
import {
  NotificationSettingsSchema,
  type NotificationSettings,
  type NotificationSettingsPatch,
  type PushPayload,
  type PushSubscriptionBody,
} from '@blaze/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound, unauthorized } from '../../lib/errors.ts';
import { heardCache } from '../../lib/heard-cache.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { afterwards } from '../../lib/work-scope.ts';
import type { JobQueue } from '../jobs/jobs.service.ts';
import { checkedEndpoint } from './push-endpoint.ts';
import { sendPush } from './push-sender.ts';
import {
  DEFAULT_SETTINGS,
  knownTimeZone,
  notificationOfActivity,
  render,
  switchOf,
  type ActivityNews,
  type Notification,
} from './push-text.ts';
import { pushRepository } from './push.repository.ts';
import type { VapidKeys } from './vapid-keys.ts';

export type { Notification } from './push-text.ts';

/** A chat pushes to a member at most once in this long; the rest of a burst makes one more, after it. */
export const CHAT_BURST_MS = 10_000;
/**
 * Devices a member may have: each one is a push per notification and per test, so an app that adds
 * endpoint after endpoint would have the server push on and on. The newest are kept.
 */
export const DEVICES_PER_MEMBER = 10;
/** Retries of a delivery the push service could not take (429, 5xx, no answer), doubling from 30 s. */
const DELIVERY_RETRIES = 5;
const DELIVERY_RETRY_SECONDS = 30;

const JOB_DELIVER = 'push.deliver';
const JOB_CHAT_TRAIL = 'push.chat-trail';
const JOB_ADD_ON_END = 'push.add-on-end';

type DeliverJob = {
  subscriptionId: string;
  /** The payload as decided (his preview level, stealth, quiet hours already applied). */
  payload: string;
  ttlSeconds: number;
  urgency: 'normal' | 'high';
};
type ChatTrailJob = { memberId: string; notification: Extract<Notification, { kind: 'message' }> };
type AddOnEndJob = { memberId: string; what: 'boost' | 'right_now'; id: string; endsAt: string };

/** What push asks other modules (app.ts fills these from their services). */
export type PushPorts = {
  /** One of his apps is open and in view: a connected, visible app on any node (presence). */
  appOpen(memberId: string): Promise<boolean>;
  /** `appOpen` for several members at once: those whose app is open. */
  appsOpen(memberIds: string[]): Promise<Set<string>>;
  /**
   * His side of a chat: muted, unread count, whether its sender may be named, and whether personal
   * blocks reach it (not a service chat's, decision 025); null: not his.
   */
  chat(
    memberId: string,
    conversationId: string,
  ): Promise<{ muted: boolean; unread: number; nameSender: boolean; serviceChat?: boolean } | null>;
  blockedEitherWay(a: string, b: string): Promise<boolean>;
  /** Names as a notification shows them (display name, else @username). */
  names(ids: string[]): Promise<Map<string, string>>;
  /** His unread messages plus unread activity, for the app badge. */
  unread(memberId: string): Promise<number>;
  /** A Right Now post still ends at this time (not ended early or removed). */
  rightNowRanToEnd?(memberId: string, id: string, endsAt: Date): Promise<boolean>;
};

type Deps = {
  db: Database;
  /** Tells the other nodes that a member's settings changed (they hold them for his pushes). */
  bus: Pick<EventBus, 'tell' | 'hear'>;
  clock: Clock;
  config: Config['push'];
  keys: VapidKeys;
  queue: JobQueue;
  ports: PushPorts;
  onError: (err: unknown) => void;
  /** Told of each delivery's outcome (status code and subscription id only, never the endpoint). */
  log: (line: { subscriptionId: string; result: string; status: number | null }) => void;
  /** Told why a notification was not pushed (member id, kind and a reason word; never content). */
  skipped?: (line: { memberId: string; kind: string; reason: string }) => void;
};

/** Members whose notification settings a node holds: about a kilobyte each. */
const SETTINGS_HELD = 50_000;
/** Held at most this long, so a change whose tell was lost (Redis reconnecting) heals on its own. */
const SETTINGS_HELD_MS = 60_000;

const ttlOf = (n: Notification): number =>
  n.kind === 'test' ? 300 : n.kind === 'message' ? 4 * 3600 : 24 * 3600;

/**
 * Web push (decision 034): his devices, his notification settings, and `notify`, the one place every
 * notification is decided (his switches, preview level, stealth, quiet hours, blocks, an open app, a
 * muted chat, a chat's burst) before each device is sent its payload as a job.
 */
export function pushService({
  db,
  bus,
  clock,
  config,
  keys,
  queue,
  ports,
  onError,
  log,
  skipped = () => undefined,
}: Deps) {
  const repo = pushRepository(db);
  const skip = (memberId: string, n: Notification, reason: string) =>
    skipped({ memberId, kind: n.kind, reason });

  async function settingsOf(memberId: string): Promise<NotificationSettings> {
    return withDefaults(await repo.settings(memberId));
  }

  // Every message he is sent asks for his switches: each node holds them, forgotten on every node
  // when he saves new ones (decision 041). His settings screen and his saves read the row itself.
  const heldSettings = heardCache<NotificationSettings>({
    bus,
    topic: 'push.settings',
    max: SETTINGS_HELD,
    ttlMs: SETTINGS_HELD_MS,
    load: async (ids) =>
      new Map([...(await repo.settingsOfMany(ids))].map(([id, s]) => [id, withDefaults(s)])),
    absent: DEFAULT_SETTINGS,
  });

  /** His stored settings over the defaults; anything unreadable is the defaults. */
  function withDefaults(value: unknown): NotificationSettings {
    const stored = value as Partial<NotificationSettings> | null | undefined;
    if (!stored) return DEFAULT_SETTINGS;
    const merged = {
      ...DEFAULT_SETTINGS,
      ...stored,
      kinds: { ...DEFAULT_SETTINGS.kinds, ...(stored.kinds ?? {}) },
      quietHours: { ...DEFAULT_SETTINGS.quietHours, ...(stored.quietHours ?? {}) },
    };
    const parsed = NotificationSettingsSchema.safeParse(merged);
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  }

  /** Sends a decided payload to each of his devices, one delivery job per device. */
  async function toDevices(
    memberId: string,
    payload: PushPayload,
    n: Notification,
  ): Promise<number> {
    const devices = await repo.listOf(memberId);
    const json = JSON.stringify(payload);
    for (const device of devices)
      await queue.send<DeliverJob>(
        JOB_DELIVER,
        {
          subscriptionId: device.id,
          payload: json,
          ttlSeconds: ttlOf(n),
          urgency: n.kind === 'message' || n.kind === 'test' ? 'high' : 'normal',
        },
        { retryLimit: DELIVERY_RETRIES, retryDelaySeconds: DELIVERY_RETRY_SECONDS },
      );
    return devices.length;
  }

  async function decideAndSend(memberId: string, n: Notification, settings: NotificationSettings) {
    const other =
      n.kind === 'message' ? n.senderId : 'actorId' in n && n.actorId ? n.actorId : null;
    let senderName: string | null = null;
    const chat = n.kind === 'message' ? await ports.chat(memberId, n.conversationId) : null;
    if (other) {
      if (other === memberId) return skip(memberId, n, 'self');
      // A personal block does not reach a service chat (its pushes would tell the client who it is).
      if (!chat?.serviceChat && (await ports.blockedEitherWay(memberId, other)))
        return skip(memberId, n, 'blocked');
      senderName = (await ports.names([other])).get(other) ?? null;
    }
    if (n.kind === 'message') {
      if (!chat) return skip(memberId, n, 'not_in_chat');
      if (chat.muted) return skip(memberId, n, 'muted');
      if (chat.unread === 0) return skip(memberId, n, 'read');
      if (!chat.nameSender) senderName = null;
    }
    const payload = render(n, settings, {
      senderName,
      badge: await ports.unread(memberId),
      now: clock.now(),
    });
    await toDevices(memberId, payload, n);
  }

  /**
   * Whether and what to push for one piece of news. Returns at once for the caller; failures are
   * reported, never thrown into the action that caused the news.
   */
  async function decide(
    memberId: string,
    n: Notification,
    known?: { settings: NotificationSettings; appOpen: boolean },
  ): Promise<void> {
    if (!config.enabled) return;
    const kind = switchOf(n);
    const settings = known?.settings ?? (await heldSettings.get(memberId));
    if (kind && !settings.kinds[kind]?.push) return skip(memberId, n, 'switched_off');
    if (n.kind === 'message') {
      // His open app shows it already; the push is for a closed (or hidden) one.
      if (known ? known.appOpen : await ports.appOpen(memberId))
        return skip(memberId, n, 'app_open');
      const now = clock.now();
      if (!(await repo.takeChatSlot(memberId, n.conversationId, now, CHAT_BURST_MS))) {
        const last = (await repo.lastChatPush(memberId, n.conversationId)) ?? now;
        await queue.send<ChatTrailJob>(
          JOB_CHAT_TRAIL,
          { memberId, notification: n },
          {
            singletonKey: `${memberId}:${n.conversationId}`,
            startAfter: new Date(last.getTime() + CHAT_BURST_MS),
            retryLimit: 1,
          },
        );
        return skip(memberId, n, 'burst');
      }
    }
    await decideAndSend(memberId, n, settings);
  }

  queue.work<DeliverJob>(JOB_DELIVER, async (job) => {
    const device = await repo.one(job.subscriptionId);
    if (!device) return;
    const outcome = await sendPush(device, job.payload, {
      keys,
      subject: config.subject,
      ttlSeconds: job.ttlSeconds,
      urgency: job.urgency,
    });
    log({ subscriptionId: device.id, result: outcome.result, status: outcome.status });
    if (outcome.result === 'gone') await repo.remove(device.id);
    if (outcome.result === 'retry')
      throw new Error(`push service answered ${outcome.status ?? 'nothing'}; retrying`);
  });

  // The rest of a chat's burst: one more push once the window closes, if he still has not read it.
  queue.work<ChatTrailJob>(JOB_CHAT_TRAIL, async ({ memberId, notification }) => {
    if (!config.enabled) return;
    if (await ports.appOpen(memberId)) return skip(memberId, notification, 'app_open');
    const settings = await heldSettings.get(memberId);
    if (!settings.kinds.message.push) return skip(memberId, notification, 'switched_off');
    await repo.markChatPush(memberId, notification.conversationId, clock.now());
    await decideAndSend(memberId, notification, settings);
  });

  queue.work<AddOnEndJob>(JOB_ADD_ON_END, async ({ memberId, what, id, endsAt }) => {
    if (
      what === 'right_now' &&
      ports.rightNowRanToEnd &&
      !(await ports.rightNowRanToEnd(memberId, id, new Date(endsAt)))
    )
      return;
    await decide(memberId, { kind: 'add_on', what });
  });

  return {
    /** The one way anything is pushed: decided in the background, never failing the caller. */
    notify(memberId: string, n: Notification): void {
      afterwards(() => decide(memberId, n), onError);
    },

    /**
     * One piece of news for several members (a group message's recipients): their settings and
     * whether their apps are open are read once for all (issue 30), then each is decided as by
     * `notify`, a failure for one never stopping the others.
     */
    notifyMany(memberIds: string[], n: Notification): void {
      afterwards(async () => {
        if (!config.enabled || memberIds.length === 0) return;
        const [settings, open] = await Promise.all([
          heldSettings.getMany(memberIds),
          n.kind === 'message' ? ports.appsOpen(memberIds) : Promise.resolve(new Set<string>()),
        ]);
        for (const memberId of memberIds)
          await decide(memberId, n, {
            settings: settings.get(memberId)!,
            appOpen: open.has(memberId),
          }).catch(onError);
      }, onError);
    },

    /** A new activity record (match, story reply, likes and the rest, event news) to its recipient. */
    notifyActivity(item: ActivityNews & { recipientId: string }): void {
      const n = notificationOfActivity(item);
      if (n) afterwards(() => decide(item.recipientId, n), onError);
    },

    /** A Boost or a Right Now post began: he hears when it ends (a job due at its end). */
    async addOnStarted(memberId: string, what: 'boost' | 'right_now', id: string, endsAt: Date) {
      if (!config.enabled) return;
      await queue
        .send<AddOnEndJob>(
          JOB_ADD_ON_END,
          { memberId, what, id, endsAt: endsAt.toISOString() },
          { startAfter: endsAt, singletonKey: `${what}:${id}` },
        )
        .catch(onError);
    },

    publicKey: (): string | null => (config.enabled ? keys.publicKey : null),

    async subscribe(
      memberId: string,
      sessionToken: string | null,
      body: PushSubscriptionBody,
    ): Promise<string> {
      if (!config.enabled) throw new AppError(409, 'PUSH_OFF', 'Push notifications are off here.');
      if (!sessionToken) throw unauthorized();
      checkedEndpoint(body.endpoint, config.extraHosts);
      // The browser's keys as RFC 8291 has them: an uncompressed P-256 point and a 16-byte secret.
      const p256dh = Buffer.from(body.keys.p256dh, 'base64url');
      if (
        p256dh.length !== 65 ||
        p256dh[0] !== 4 ||
        Buffer.from(body.keys.auth, 'base64url').length !== 16
      )
        throw new AppError(400, 'VALIDATION_FAILED', "This browser's push keys are not valid.");
      const id = await repo.upsertSubscription({
        id: randomUUID(),
        memberId,
        sessionToken,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        expiresAt:
          body.expirationTime === null || body.expirationTime === undefined
            ? null
            : new Date(body.expirationTime),
      });
      if (!id) throw unauthorized();
      await repo.keepNewest(memberId, DEVICES_PER_MEMBER);
      return id;
    },

    /** Removes his device; another member's endpoint is a 404, as a missing one. */
    async unsubscribe(memberId: string, endpoint: string): Promise<void> {
      if (!(await repo.removeOwn(memberId, endpoint)))
        throw notFound('This device is not subscribed.');
    },

    settings: settingsOf,

    async updateSettings(
      memberId: string,
      patch: NotificationSettingsPatch,
    ): Promise<NotificationSettings> {
      const current = await settingsOf(memberId);
      const kinds = { ...current.kinds };
      for (const [kind, change] of Object.entries(patch.kinds ?? {}))
        kinds[kind as keyof typeof kinds] = { ...kinds[kind as keyof typeof kinds]!, ...change };
      const next: NotificationSettings = {
        kinds,
        preview: patch.preview ?? current.preview,
        quietHours: { ...current.quietHours, ...(patch.quietHours ?? {}) },
        stealth: patch.stealth ?? current.stealth,
      };
      if (!knownTimeZone(next.quietHours.timeZone))
        throw new AppError(
          400,
          'VALIDATION_FAILED',
          'Pick a known time zone, such as Europe/Berlin.',
        );
      await repo.saveSettings(memberId, next);
      heldSettings.changed(memberId);
      return next;
    },

    /** 'Send me a test notification': to all his devices, whatever his switches say. */
    async test(memberId: string): Promise<number> {
      if (!config.enabled) throw new AppError(409, 'PUSH_OFF', 'Push notifications are off here.');
      const settings = await settingsOf(memberId);
      const n: Notification = { kind: 'test' };
      const payload = render(n, settings, {
        senderName: null,
        badge: await ports.unread(memberId),
        now: clock.now(),
      });
      const devices = await toDevices(memberId, payload, n);
      if (devices === 0)
        throw new AppError(
          409,
          'NO_PUSH_DEVICE',
          'Turn on notifications on this device first, then send the test.',
        );
      return devices;
    },
  };
}

export type PushService = ReturnType<typeof pushService>;
