import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type {
  AdminVerificationDetail,
  AdminVerificationItem,
  AdminVerificationList,
  AdminVerificationQuery,
  MemberVerificationHistory,
  MyVerification,
  VerificationDecisionBody,
} from '@blaze/contracts';
import {
  VERIFICATION_POSE_TTL_MINUTES,
  VERIFICATION_POSES,
  VERIFICATION_SELFIE_KEEP_DAYS,
  VERIFICATION_SUBMISSIONS_PER_DAY,
  VerificationDecisionBodySchema,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AdminService, StaffActor } from '../admin/admin.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { verificationRepository, type VerificationRow } from './verification.repository.ts';
import type { JobQueue } from '../jobs/jobs.service.ts';

type Deps = {
  db: Database;
  clock: Clock;
  profiles: Pick<ProfilesService, 'authorsByIds' | 'setVerified' | 'isVerified'>;
  photos: Pick<
    PhotosService,
    'storeVerificationSelfie' | 'verificationSelfie' | 'removeVerificationSelfie' | 'publicAlbum'
  >;
  /** The audit log, and the one rule of who on staff may decide on whom (decision 028). */
  admin: Pick<AdminService, 'audit' | 'assertMayActOn'>;
  /** Signs the selfie's links for one moderator. */
  secret: string;
};

const DAY_MS = 24 * 3600 * 1000;
/** A selfie link lives two minutes and works for the one moderator it was made for. */
const SELFIE_URL_TTL_MS = 2 * 60 * 1000;
const SWEEP_EVERY_MS = 3600 * 1000;
const LIST_LIMIT = 200;
const FILES = new Set(['display.webp', 'display.jpg']);

const alreadyVerified = () => new AppError(409, 'CONFLICT', 'You are already verified.');
const alreadyPending = () =>
  new AppError(409, 'CONFLICT', 'Your selfie is waiting for a moderator. We will tell you soon.');
const needsPhoto = () =>
  new AppError(400, 'BAD_REQUEST', 'Add at least one photo to your profile first.');
const tooMany = () =>
  new AppError(
    429,
    'RATE_LIMITED',
    `You can send ${VERIFICATION_SUBMISSIONS_PER_DAY} selfies a day. Try again tomorrow.`,
  );
const requestGone = () => notFound('This verification request does not exist.');

const poseText = (id: string) => VERIFICATION_POSES.find((p) => p.id === id)?.text ?? id;

function selfieSigner(secret: string) {
  const key = createHmac('sha256', secret).update('blaze:verification-selfie:v1').digest();
  const sign = (requestId: string, file: string, viewerId: string, exp: number) =>
    createHmac('sha256', key)
      .update(`${requestId}\n${file}\n${viewerId}\n${exp}`)
      .digest('base64url');
  return {
    url(requestId: string, viewerId: string, now: Date): string {
      const exp = now.getTime() + SELFIE_URL_TTL_MS;
      const file = 'display.webp';
      return `/api/admin/verifications/${requestId}/selfie/${file}?exp=${exp}&sig=${sign(requestId, file, viewerId, exp)}`;
    },
    verify(requestId: string, file: string, viewerId: string, exp: number, sig: string, now: Date) {
      if (!Number.isFinite(exp) || exp < now.getTime()) return false;
      const expected = Buffer.from(sign(requestId, file, viewerId, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/**
 * Photo verification (issue 17, decision 029): a random pose, a selfie copying it (a private file
 * only moderators reach, through links signed for one of them), a moderator's decision (audited), the
 * badge on his profile (profiles' verification_status, which only this module writes) and its lapse
 * when none of the photos it was approved on remains.
 */
export function verificationService({ db, clock, profiles, photos, admin, secret }: Deps) {
  const repo = verificationRepository(db);
  const signer = selfieSigner(secret);

  async function toItems(rows: VerificationRow[]): Promise<AdminVerificationItem[]> {
    const members = await profiles.authorsByIds(rows.map((r) => r.userId));
    return rows.flatMap((r) => {
      const member = members.get(r.userId);
      if (!member || !r.submittedAt) return [];
      return [
        {
          id: r.id,
          member,
          status: r.status as AdminVerificationItem['status'],
          pose: poseText(r.pose),
          submittedAt: r.submittedAt.toISOString(),
          decidedAt: r.decidedAt?.toISOString() ?? null,
          reason: r.reason,
        },
      ];
    });
  }

  /** Why he may not ask now, or null when he may. */
  async function hindrance(userId: string): Promise<AppError | null> {
    if (await repo.approvalOf(userId)) return alreadyVerified();
    if (await repo.hasPending(userId)) return alreadyPending();
    if ((await photos.publicAlbum(userId)).length === 0) return needsPhoto();
    const since = new Date(clock.now().getTime() - DAY_MS);
    if ((await repo.submittedSince(userId, since)) >= VERIFICATION_SUBMISSIONS_PER_DAY)
      return tooMany();
    return null;
  }

  async function removeSelfie(row: VerificationRow): Promise<void> {
    if (row.selfieKey) await photos.removeVerificationSelfie(row.selfieKey);
  }

  return {
    /** His state: none, pending, verified, declined (with the reason) or lapsed; and his live pose. */
    async mine(userId: string): Promise<MyVerification> {
      const [approval, latest, posed, blocked] = await Promise.all([
        repo.approvalOf(userId),
        repo.latestSubmitted(userId),
        repo.latestPose(userId),
        hindrance(userId),
      ]);
      const shown = approval ?? latest;
      const state: MyVerification['state'] = approval
        ? 'verified'
        : latest?.status === 'pending' ||
            latest?.status === 'declined' ||
            latest?.status === 'lapsed'
          ? latest.status
          : 'none';
      const now = clock.now();
      return {
        state,
        reason: state === 'declined' ? (latest?.reason ?? null) : null,
        pose:
          posed && posed.poseExpiresAt > now && !blocked
            ? {
                id: posed.pose,
                text: poseText(posed.pose),
                expiresAt: posed.poseExpiresAt.toISOString(),
              }
            : null,
        submittedAt: state === 'none' ? null : (shown?.submittedAt?.toISOString() ?? null),
        decidedAt: state === 'none' ? null : (shown?.decidedAt?.toISOString() ?? null),
        canRequest: blocked === null,
        blockedReason: blocked?.message ?? null,
      };
    },

    /** A random pose from the fixed list, his for 15 minutes (a new one replaces an unanswered one). */
    async start(userId: string): Promise<MyVerification> {
      const blocked = await hindrance(userId);
      if (blocked) throw blocked;
      const pose = VERIFICATION_POSES[randomInt(VERIFICATION_POSES.length)];
      if (!pose) throw new Error('no poses');
      const now = clock.now();
      await repo.startPose(
        userId,
        pose.id,
        new Date(now.getTime() + VERIFICATION_POSE_TTL_MINUTES * 60_000),
        now,
      );
      return this.mine(userId);
    },

    /** His selfie for the pose he was given: re-encoded, stored privately, pending review. */
    async submit(userId: string, bytes: Buffer): Promise<MyVerification> {
      const blocked = await hindrance(userId);
      if (blocked) throw blocked;
      const posed = await repo.latestPose(userId);
      if (!posed)
        throw new AppError(400, 'POSE_REQUIRED', 'Ask for a pose first, then take your selfie.');
      if (posed.poseExpiresAt <= clock.now())
        throw new AppError(
          400,
          'POSE_EXPIRED',
          `Your pose was valid for ${VERIFICATION_POSE_TTL_MINUTES} minutes. Ask for a new one.`,
        );
      const key = await photos.storeVerificationSelfie(bytes);
      if (!(await repo.submit(posed.id, key, clock.now()))) {
        await photos.removeVerificationSelfie(key);
        throw alreadyPending();
      }
      return this.mine(userId);
    },

    /** The moderators' queue: pending oldest first (or the decided ones, also oldest first). */
    async list(query: AdminVerificationQuery): Promise<AdminVerificationList> {
      const statuses =
        query.status === 'all'
          ? ['pending', 'approved', 'declined', 'expired', 'lapsed']
          : query.status === 'approved'
            ? ['approved', 'lapsed']
            : [query.status];
      return { items: await toItems(await repo.list(statuses, LIST_LIMIT)) };
    },

    /** One request for a moderator: the selfie signed for him, the pose, his profile photos now. */
    async detail(moderator: StaffActor, id: string): Promise<AdminVerificationDetail> {
      const row = await repo.byId(id);
      const [item] = row ? await toItems([row]) : [];
      if (!row || !item) throw requestGone();
      return {
        ...item,
        selfieUrl: row.selfieKey ? signer.url(row.id, moderator.userId, clock.now()) : null,
        photos: await photos.publicAlbum(row.userId),
      };
    },

    /** The selfie's bytes, when the link was signed for this moderator and has not expired. */
    async selfie(moderator: StaffActor, id: string, file: string, exp: number, sig: string) {
      if (!FILES.has(file) || !signer.verify(id, file, moderator.userId, exp, sig, clock.now()))
        throw requestGone();
      const row = await repo.byId(id);
      if (!row?.selfieKey) throw requestGone();
      const bytes = await photos.verificationSelfie(
        row.selfieKey,
        file as 'display.webp' | 'display.jpg',
      );
      if (!bytes) throw requestGone();
      return { bytes, contentType: file.endsWith('.webp') ? 'image/webp' : 'image/jpeg' };
    },

    /**
     * Approve (the badge shows) or decline with a reason; the selfie is deleted either way. Only staff
     * above his role decide (decision 028): a moderator's own badge would reach verified-only inboxes.
     */
    async decide(
      moderator: StaffActor,
      id: string,
      input: VerificationDecisionBody,
    ): Promise<AdminVerificationItem> {
      const body = VerificationDecisionBodySchema.parse(input);
      const row = await repo.byId(id);
      if (!row || !row.submittedAt) throw requestGone();
      if (row.status !== 'pending')
        throw new AppError(409, 'CONFLICT', 'This request has already been decided.');
      // Never his own selfie, nor a fellow moderator's or a higher role's (403 STAFF_RANK).
      await admin.assertMayActOn(moderator, row.userId);
      const approve = body.decision === 'approve';
      const photoIds = approve ? (await photos.publicAlbum(row.userId)).map((p) => p.id) : null;
      if (approve && photoIds?.length === 0)
        throw new AppError(
          409,
          'CONFLICT',
          'He has no photos on his profile any more: decline and let him ask again.',
        );
      const decided = await repo.decide(id, {
        status: approve ? 'approved' : 'declined',
        decidedBy: moderator.userId,
        reason: body.reason || null,
        approvedPhotoIds: photoIds,
        now: clock.now(),
      });
      if (!decided) throw new AppError(409, 'CONFLICT', 'This request has already been decided.');
      await removeSelfie(row);
      if (approve) await profiles.setVerified(row.userId, true);
      await admin.audit(moderator, {
        action: approve ? 'verification.approve' : 'verification.decline',
        subjectKind: 'member',
        subjectId: row.userId,
        reason: body.reason || null,
        details: { requestId: row.id, pose: row.pose },
      });
      const [item] = await toItems([decided]);
      if (!item) throw requestGone();
      return item;
    },

    /** A member's history for the admin member page. */
    async history(memberId: string): Promise<MemberVerificationHistory> {
      return {
        isVerified: await profiles.isVerified(memberId),
        requests: await toItems(await repo.ofMember(memberId)),
      };
    },

    /**
     * Before his account goes (the deletion port): his selfie files, which no foreign key takes along.
     * The rows go with his profile (on delete cascade).
     */
    async removeMemberSelfies(userId: string): Promise<void> {
      for (const row of await repo.withSelfie(userId)) await removeSelfie(row);
    },

    /** For the admin overview's count. */
    pendingCount: () => repo.pendingCount(),

    /**
     * The photos module's port: his public album changed. The badge lapses once none of the photos
     * on his profile at approval remains.
     */
    async photosChanged(userId: string, photoIds: string[]): Promise<void> {
      const approval = await repo.approvalOf(userId);
      if (!approval) return;
      const kept = new Set(photoIds);
      if ((approval.approvedPhotoIds ?? []).some((id) => kept.has(id))) return;
      if (await repo.lapse(approval.id, clock.now())) await profiles.setVerified(userId, false);
    },

    /** Deletes selfies nobody decided on within 30 days (the request expires) and stale poses. */
    async sweep(): Promise<number> {
      const now = clock.now();
      const due = await repo.pendingBefore(
        new Date(now.getTime() - VERIFICATION_SELFIE_KEEP_DAYS * DAY_MS),
        200,
      );
      for (const row of due) {
        await removeSelfie(row);
        await repo.expire(row.id);
      }
      await repo.dropStalePoses(new Date(now.getTime() - DAY_MS));
      return due.length;
    },

    /** Expires lapsed selfies every hour, once across the nodes (decision 033). */
    registerJobs(jobs: Pick<JobQueue, 'every'>): void {
      jobs.every('verification.sweep', SWEEP_EVERY_MS / 1000, () => this.sweep());
    },
  };
}

export type VerificationService = ReturnType<typeof verificationService>;
