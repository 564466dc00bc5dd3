import { randomUUID } from 'node:crypto';
import type { AdminService, StaffActor } from '../admin/admin.service.ts';
import type {
  AdminServiceListing,
  ContentReportBody,
  MyService,
  MyServiceListing,
  ServiceContactBody,
  ServiceCreateBody,
  ServiceFilters,
  ServicePage,
  ServicePhoto,
  ServiceProvider,
  ServicesStatus,
  ServiceStatus,
  ServiceUpdateBody,
} from '@blaze/contracts';
import { CITIES, SERVICE_LIMITS } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { decodeKeyCursor, encodeKeyCursor, timeKeyOf } from '../../lib/cursor.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { DiscoveryService } from '../discovery/discovery.service.ts';
import type { MessagingService, ServiceChatCard } from '../messaging/messaging.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { SafetyService } from '../safety/safety.service.ts';
import { DEMO_PROVIDERS, demoPhoto } from './demo-providers.ts';
import {
  toAdminListing,
  toMyListing,
  toServiceCard,
  toServiceProvider,
} from './services.mapper.ts';
import {
  servicesRepository,
  uniqueViolation,
  type ServiceContent,
  type ServiceProviderRow,
} from './services.repository.ts';

type Deps = {
  db: Database;
  clock: Clock;
  profiles: Pick<ProfilesService, 'getOwn' | 'demoMemberIds'>;
  photos: Pick<PhotosService, 'uploadServicePhoto' | 'servicePhotos' | 'removeServicePhotos'>;
  discovery: Pick<DiscoveryService, 'homeCityOf'>;
  safety: Pick<SafetyService, 'reportContent'>;
  messaging: Pick<MessagingService, 'writeToProvider' | 'serviceChatOf' | 'closeServiceChat'>;
  /** The admin check (admin_users), as payments has it. */
  isAdmin: (email: string) => Promise<boolean>;
  /** The admin audit log (issue 17): every review writes a row. */
  /** The audit log, and the one rule of who on staff may act on whom (decision 028). */
  staff: Pick<AdminService, 'audit' | 'assertMayActOn'>;
};

const listingGone = () => notFound('This listing is not available.');
const notYours = () => notFound('You have no listing with this id.');
const handleTaken = () => new AppError(409, 'CONFLICT', 'This handle is taken. Pick another one.');
const oneEach = () =>
  new AppError(409, 'CONFLICT', 'You already have a provider listing. Edit it instead.');
const countryOf = (city: string) => CITIES.find((c) => c.name === city)?.country ?? '';

/**
 * Services (issue 16, decision 025): one provider listing per member, apart from his personal
 * profile. Others see a listing only once an admin approved it, and never across a block; its owner
 * sees it in every state. Editing its content sends it back to review.
 */
export function servicesService({
  db,
  clock,
  profiles,
  photos,
  discovery,
  safety,
  messaging,
  isAdmin,
  staff,
}: Deps) {
  const repo = servicesRepository(db);

  async function photoMap(rows: ServiceProviderRow[]): Promise<Map<string, ServicePhoto>> {
    const ids = rows.flatMap((r) => r.photoIds);
    if (ids.length === 0) return new Map();
    const found = await photos.servicePhotos(ids);
    const owners = new Map(rows.flatMap((r) => r.photoIds.map((id) => [id, r.userId] as const)));
    const out = new Map<string, ServicePhoto>();
    for (const [id, p] of found) if (owners.get(id) === p.ownerId) out.set(id, p.photo);
    return out;
  }

  const mine = async (row: ServiceProviderRow) => toMyListing(row, await photoMap([row]));

  /**
   * A listing this reader may see, signed in or not: approved and readable (listingReadableBy: its
   * owner not suspended or banned, not kept apart from him); his own in any state. Else the 404 of a
   * missing one.
   */
  async function visibleTo(viewerId: string | null, row: ServiceProviderRow | null) {
    if (!row) throw listingGone();
    if (viewerId !== null && viewerId === row.userId) return row;
    if (row.status !== 'approved') throw listingGone();
    if (!(await repo.readableBy(viewerId, row))) throw listingGone();
    return row;
  }

  /** A handle never equal to his own username: the same name would link the listing to him. */
  async function checkHandle(userId: string, handle: string) {
    const me = await profiles.getOwn(userId);
    if (me && me.username.toLowerCase() === handle)
      throw new AppError(
        400,
        'BAD_REQUEST',
        'Pick a handle other than your username: the same name would link your listing to your profile.',
      );
  }

  async function ownRow(userId: string, id: string): Promise<ServiceProviderRow> {
    const row = await repo.byId(id);
    if (!row || row.userId !== userId) throw notYours();
    return row;
  }

  async function assertAdmin(email: string) {
    if (!(await isAdmin(email))) throw notFound();
  }

  return {
    assertAdmin,

    async status(viewerId: string | null): Promise<ServicesStatus> {
      return { enabled: true, hidden: viewerId ? await repo.hidesServices(viewerId) : false };
    },

    async settings(userId: string) {
      return { hideServices: await repo.hidesServices(userId) };
    },

    async putSettings(userId: string, hideServices: boolean) {
      await repo.setHidesServices(userId, hideServices);
      return { hideServices };
    },

    async create(userId: string, body: ServiceCreateBody): Promise<MyServiceListing> {
      const handle = body.handle.trim().toLowerCase();
      await checkHandle(userId, handle);
      if (await repo.ofUser(userId)) throw oneEach();
      const now = clock.now();
      try {
        const row = await repo.insert({
          id: randomUUID(),
          userId,
          handle,
          displayName: body.displayName,
          category: body.category,
          headline: body.headline,
          about: body.about ?? '',
          rates: body.rates ?? '',
          incall: body.incall,
          outcall: body.outcall,
          city: body.city,
          country: countryOf(body.city),
          neighbourhood: body.neighbourhood || null,
          availability: body.availability ?? '',
          languages: body.languages ?? [],
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        });
        return mine(row);
      } catch (err) {
        const which = uniqueViolation(err);
        if (which === 'handle') throw handleTaken();
        if (which === 'user') throw oneEach();
        throw err;
      }
    },

    async mine(userId: string): Promise<MyService> {
      const row = await repo.ofUser(userId);
      return { listing: row ? await mine(row) : null };
    },

    /** His edit: written, and back to review (any content change, also of an approved listing). */
    async update(userId: string, id: string, body: ServiceUpdateBody): Promise<MyServiceListing> {
      const current = await ownRow(userId, id);
      const values: ServiceContent = { ...body };
      if (body.handle !== undefined) {
        values.handle = body.handle.trim().toLowerCase();
        await checkHandle(userId, values.handle);
      }
      if (body.city !== undefined) values.country = countryOf(body.city);
      if (body.neighbourhood !== undefined) values.neighbourhood = body.neighbourhood || null;
      const incall = body.incall ?? current.incall;
      const outcall = body.outcall ?? current.outcall;
      if (!incall && !outcall)
        throw new AppError(400, 'BAD_REQUEST', 'Offer incall, outcall or both.');
      try {
        const row = await repo.updateContent(id, userId, values, clock.now());
        if (!row) throw notYours();
        return mine(row);
      } catch (err) {
        if (uniqueViolation(err) === 'handle') throw handleTaken();
        throw err;
      }
    },

    async pause(userId: string, id: string, paused: boolean): Promise<MyServiceListing> {
      const current = await ownRow(userId, id);
      if (current.status === (paused ? 'paused' : 'approved')) return mine(current);
      const row = await repo.setPaused(id, userId, paused);
      if (!row)
        throw new AppError(
          409,
          'CONFLICT',
          paused
            ? 'Only an approved listing can be paused.'
            : 'Only a paused listing can be resumed.',
        );
      return mine(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      const row = await repo.remove(id, userId);
      if (!row) throw notYours();
      await photos.removeServicePhotos(userId, row.photoIds);
    },

    async addPhoto(userId: string, id: string, bytes: Buffer): Promise<MyServiceListing> {
      const current = await ownRow(userId, id);
      if (current.photoIds.length >= SERVICE_LIMITS.photosMax)
        throw new AppError(
          409,
          'ALBUM_FULL',
          `A listing holds at most ${SERVICE_LIMITS.photosMax} photos.`,
        );
      const photo = await photos.uploadServicePhoto(userId, bytes);
      const row = await repo.appendPhoto(
        id,
        userId,
        photo.id,
        SERVICE_LIMITS.photosMax,
        clock.now(),
      );
      if (!row) {
        await photos.removeServicePhotos(userId, [photo.id]);
        throw new AppError(
          409,
          'ALBUM_FULL',
          `A listing holds at most ${SERVICE_LIMITS.photosMax} photos.`,
        );
      }
      return mine(row);
    },

    async removePhoto(userId: string, id: string, photoId: string): Promise<MyServiceListing> {
      await ownRow(userId, id);
      const row = await repo.removePhoto(id, userId, photoId);
      if (!row) throw notFound('Photo not found.');
      await photos.removeServicePhotos(userId, [photoId]);
      return mine(row);
    },

    /**
     * Approved listings with the filters, newest first. Nothing for a member who hid services;
     * never a listing whose owner and he blocked each other.
     */
    async list(viewerId: string, q: ServiceFilters): Promise<ServicePage> {
      let city = q.city ?? null;
      if (q.near === 'me' && !city) {
        const own = (await profiles.getOwn(viewerId))?.city ?? null;
        city = CITIES.find((c) => c.name === own)?.name ?? (await discovery.homeCityOf(viewerId));
        if (!city) return { listings: [], nextCursor: null, hidden: false, city: null };
      }
      if (await repo.hidesServices(viewerId))
        return { listings: [], nextCursor: null, hidden: true, city };
      const key = decodeKeyCursor(q.cursor);
      const rows = await repo.listed(
        viewerId,
        {
          category: q.category,
          city: city ?? undefined,
          incall: q.incall,
          outcall: q.outcall,
          language: q.language,
        },
        q.limit + 1,
        key ? { updatedAt: timeKeyOf(key), id: key.id } : null,
      );
      const page = rows.slice(0, q.limit);
      const last = page.at(-1);
      const map = await photoMap(page);
      return {
        listings: page.map((r) => toServiceCard(r, map)),
        nextCursor:
          rows.length > q.limit && last
            ? encodeKeyCursor({ k: last.updatedAt.toISOString(), id: last.id })
            : null,
        hidden: false,
        city,
      };
    },

    /** The public page's listing: anyone may read an approved one, signed in or not. */
    async byHandle(viewerId: string | null, handle: string): Promise<ServiceProvider> {
      const row = await visibleTo(viewerId, await repo.byHandle(handle.toLowerCase()));
      return toServiceProvider(row, viewerId, await photoMap([row]));
    },

    /** A member writes to a provider: the chat opens (or continues) with his words. */
    async contact(
      viewerId: string,
      handle: string,
      body: ServiceContactBody,
    ): Promise<{ conversationId: string }> {
      const row = await visibleTo(viewerId, await repo.byHandle(handle.toLowerCase()));
      if (row.userId === viewerId)
        throw new AppError(400, 'BAD_REQUEST', "You can't contact your own listing.");
      const { conversationId } = await messaging.writeToProvider(
        viewerId,
        { providerId: row.id, providerUserId: row.userId },
        body,
      );
      return { conversationId };
    },

    async report(viewerId: string, handle: string, body: ContentReportBody): Promise<number> {
      const row = await visibleTo(viewerId, await repo.byHandle(handle.toLowerCase()));
      if (row.userId === viewerId)
        throw new AppError(400, 'BAD_REQUEST', "You can't report your own listing.");
      return safety.reportContent({
        reporterId: viewerId,
        reportedId: row.userId,
        targetKind: 'service',
        targetId: row.id,
        evidence: JSON.stringify({
          handle: row.handle,
          displayName: row.displayName,
          headline: row.headline,
          about: row.about,
          rates: row.rates,
          photoIds: row.photoIds,
        }),
        reason: body.reason,
        details: body.details ?? null,
      });
    },

    /**
     * From inside their service chat, either side keeps the listing and the client apart (issue 35):
     * the provider refuses him, or he hides the listing. The listing is gone for him (page, lists,
     * contact) and the chat closes for both; no personal block is made, so nothing tells either
     * more about the other than before.
     */
    async keepApart(userId: string, conversationId: string): Promise<void> {
      const chat = await messaging.serviceChatOf(userId, conversationId);
      if (!chat) throw notFound('Conversation not found.');
      await repo.keepApart(chat.providerId, chat.clientId);
      messaging.closeServiceChat(conversationId, [chat.providerUserId, chat.clientId]);
    },

    /** Whether a listing photo's public file may be served (the media route asks; issue 35). */
    photoServable: (photoId: string) => repo.photoServable(photoId),

    /** How service chats show a listing (messaging's port): the handle only while it is public. */
    async chatCards(providerIds: string[]): Promise<Map<string, ServiceChatCard>> {
      const out = new Map<string, ServiceChatCard>();
      for (const id of new Set(providerIds)) {
        const row = await repo.byId(id);
        if (!row) continue;
        const photo = (await photoMap([row])).get(row.photoIds[0] ?? '') ?? null;
        out.set(id, {
          handle: row.status === 'approved' ? row.handle : null,
          displayName: row.displayName,
          photoUrl: photo?.thumbUrl ?? null,
        });
      }
      return out;
    },

    async adminList(email: string, status: ServiceStatus): Promise<AdminServiceListing[]> {
      await assertAdmin(email);
      const rows = await repo.withStatus(status, 200);
      const map = await photoMap(rows);
      return rows.map((r) => toAdminListing(r, map));
    },

    /** How many listings wait for review (the admin overview). */
    pendingCount: () => repo.countWithStatus('pending'),

    async review(
      actor: StaffActor,
      id: string,
      decision: { approve: true } | { approve: false; note: string },
    ): Promise<AdminServiceListing> {
      await assertAdmin(actor.email);
      const listing = await repo.byId(id);
      if (listing) await staff.assertMayActOn(actor, listing.userId);
      const row = await repo.review(
        id,
        decision.approve ? 'approved' : 'rejected',
        decision.approve ? null : decision.note,
        clock.now(),
      );
      if (!row) {
        if (!(await repo.byId(id))) throw notFound('No listing with this id.');
        throw new AppError(409, 'CONFLICT', 'This listing is not waiting for review.');
      }
      await staff.audit(actor, {
        action: decision.approve ? 'service.approve' : 'service.reject',
        subjectKind: 'service',
        subjectId: id,
        reason: decision.approve ? null : decision.note,
        details: { memberId: row.userId },
      });
      return toAdminListing(row, await photoMap([row]));
    },

    /**
     * Demo content (SEED_DEMO): a few approved providers in the demo cities, each run by a demo
     * member under a handle unlike his username. Once each: a member's listing is never replaced.
     */
    async ensureDemoProviders(): Promise<number> {
      const members = await profiles.demoMemberIds();
      let added = 0;
      for (const [i, demo] of DEMO_PROVIDERS.entries()) {
        const userId = members[(i * 7 + 3) % Math.max(members.length, 1)];
        if (!userId) break;
        const now = clock.now();
        const id = randomUUID();
        const inserted = await repo.insertDemo({
          ...demo,
          id,
          userId,
          country: countryOf(demo.city),
          status: 'approved',
          isDemo: true,
          reviewedAt: now,
          createdAt: now,
          updatedAt: new Date(now.getTime() - i * 3_600_000),
        });
        if (!inserted) continue;
        const photo = await photos.uploadServicePhoto(userId, await demoPhoto(demo.displayName, i));
        await repo.setPhotos(id, [photo.id]);
        added += 1;
      }
      return added;
    },
  };
}

export type ServicesService = ReturnType<typeof servicesService>;
