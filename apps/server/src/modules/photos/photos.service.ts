import { randomUUID } from 'node:crypto';
import type {
  Album,
  AlbumGrant,
  MessagePhoto,
  MyAlbums,
  OwnProfile,
  Photo,
  PostPhoto,
} from '@blaze/contracts';
import { ALBUM_FULL_MESSAGE, PUBLIC_ALBUM_MAX } from '@blaze/contracts';
import type { PhotoRow } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { MediaStorage } from '../media/media.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { detectImageType, processPhoto, type ProcessedPhoto } from './image-processing.ts';
import { photoStorageKey, placePhotoKey } from './photo-urls.ts';
import { photosRepository } from './photos.repository.ts';
import { signedUrlSigner } from './signed-urls.ts';
import type { JobQueue } from '../jobs/jobs.service.ts';

const FILE_NAMES = new Set(['thumb.webp', 'thumb.jpg', 'display.webp', 'display.jpg']);
const photoGone = () => notFound('Photo not found.');
/** A post upload waits a day for its post; the sweep runs hourly. */
const UNCLAIMED_KEEP_MS = 24 * 3600 * 1000;
const UNCLAIMED_SWEEP_MS = 3600 * 1000;
const postPhotoUnavailable = () =>
  new AppError(400, 'BAD_REQUEST', 'A photo of this post is missing. Upload it again.');
const albumFull = () => new AppError(409, 'ALBUM_FULL', ALBUM_FULL_MESSAGE);
const albumCap = (album: StoredAlbum) => (album === 'public' ? PUBLIC_ALBUM_MAX : Infinity);
/**
 * Albums as stored: the member's two, and the photos of his posts, his stories and his events' covers
 * (private files, signed per viewer).
 */
type StoredAlbum = Album | 'posts' | 'stories' | 'services' | 'events' | 'listings';
/** Albums whose files are private but not behind a grant: whoever the owning module shows them to. */
const signedAlbums = new Set(['posts', 'stories', 'events', 'listings']);

type Deps = {
  db: Database;
  profiles: ProfilesService;
  publicStorage: MediaStorage;
  privateStorage: MediaStorage;
  secret: string;
  /**
   * Told the public album's ids after every change of it (the verification module's badge lapses
   * when none of the photos it was approved on remains, decision 029). A failure is the caller's to log.
   */
  onPublicPhotosChanged?: (ownerId: string, photoIds: string[]) => Promise<void>;
};

/** Public album (up to 6, drives the avatar) and private album (grants, signed URLs). */
export function photosService({
  db,
  profiles,
  publicStorage,
  privateStorage,
  secret,
  onPublicPhotosChanged,
}: Deps) {
  const repo = photosRepository(db);
  const signer = signedUrlSigner(secret);
  const storageFor = (album: string) =>
    album === 'private' || signedAlbums.has(album) ? privateStorage : publicStorage;
  const keyOf = (row: Pick<PhotoRow, 'storageKey'>, file: string) => `${row.storageKey}/${file}`;
  const publicUrl = (row: PhotoRow, file: string) => publicStorage.urlOf(keyOf(row, file));

  function toPhoto(row: PhotoRow, viewerId: string, avatarPhotoId: string | null): Photo {
    const url = (file: string) =>
      row.album === 'private' ? signer.url(row.id, file, viewerId) : publicUrl(row, file);
    const display = url('display.webp');
    return {
      id: row.id,
      album: row.album as Album,
      url: display,
      thumbUrl: url('thumb.webp'),
      fallbackUrl: url('display.jpg'),
      width: row.width,
      height: row.height,
      position: row.position,
      isMain: row.album === 'public' && row.id === avatarPhotoId,
      createdAt: row.createdAt.toISOString(),
    };
  }

  function toPostPhoto(row: PhotoRow, viewerId: string): PostPhoto {
    return {
      id: row.id,
      url: signer.url(row.id, 'display.webp', viewerId),
      thumbUrl: signer.url(row.id, 'thumb.webp', viewerId),
      width: row.width,
      height: row.height,
    };
  }

  function toPublicPhoto(row: PhotoRow): PostPhoto {
    return {
      id: row.id,
      url: publicUrl(row, 'display.webp'),
      thumbUrl: publicUrl(row, 'thumb.webp'),
      width: row.width,
      height: row.height,
    };
  }

  const publicIds = async (ownerId: string) =>
    (await repo.list(ownerId, 'public')).map((r) => r.id);
  const sameIds = (a: string[], b: string[]) =>
    a.length === b.length && a.every((id, i) => id === b[i]);

  /**
   * The profile's photo ids and main photo follow the public album: a removed main photo falls back to
   * the next. Answers the main photo's id. Two uploads at once each write the album as they read it, so
   * a writer reads it again after writing and writes once more if it changed meanwhile: the last word
   * is always the album as it is.
   */
  async function syncProfile(ownerId: string, preferredAvatar?: string) {
    let ids = await publicIds(ownerId);
    for (let attempt = 1; ; attempt++) {
      const current = await profiles.avatarPhotoId(ownerId);
      const keep = (id: string | null | undefined) => (id && ids.includes(id) ? id : null);
      const avatar = keep(preferredAvatar) ?? keep(current) ?? ids[0] ?? null;
      const profile = await profiles.setPublicPhotos(ownerId, ids, avatar);
      const now = await publicIds(ownerId);
      if (sameIds(now, ids) || attempt === 5) {
        await onPublicPhotosChanged?.(ownerId, ids);
        return { profile, avatarPhotoId: avatar };
      }
      ids = now;
    }
  }

  /** Places a public photo first and makes it the main photo. */
  async function makeMain(ownerId: string, photoId: string) {
    const rest = (await repo.list(ownerId, 'public')).filter((r) => r.id !== photoId);
    await repo.setPositions([photoId, ...rest.map((r) => r.id)]);
    return syncProfile(ownerId, photoId);
  }

  /** Stores the files, then the row; a refused or failed insert takes its files away again. */
  async function store(
    ownerId: string,
    album: StoredAlbum,
    processed: ProcessedPhoto,
  ): Promise<PhotoRow> {
    const id = randomUUID();
    // A provider's listing photos are public files whose address must not name the member (decision 025).
    const storageKey = album === 'services' ? `services/${id}` : photoStorageKey(ownerId, id);
    const storage = storageFor(album);
    const removeFiles = () =>
      Promise.all(processed.files.map((f) => storage.remove(`${storageKey}/${f.name}`)));
    let row: PhotoRow | null = null;
    try {
      for (const f of processed.files)
        await storage.put(`${storageKey}/${f.name}`, f.bytes, f.contentType);
      row = await repo.insertWithin(
        { id, ownerId, album, storageKey, width: processed.width, height: processed.height },
        albumCap(album),
      );
    } finally {
      if (!row) await removeFiles();
    }
    if (!row) throw albumFull();
    return row;
  }

  /** The content check: JPEG, PNG or WebP by its bytes, decoded and re-encoded (no EXIF survives). */
  async function decode(bytes: Buffer): Promise<ProcessedPhoto> {
    if (!detectImageType(bytes)) {
      throw new AppError(400, 'UNSUPPORTED_FILE', 'Only JPEG, PNG or WebP photos can be uploaded.');
    }
    try {
      return await processPhoto(bytes);
    } catch (err) {
      const tooBig = /pixel limit/i.test((err as Error).message);
      throw new AppError(
        400,
        'UNSUPPORTED_FILE',
        tooBig
          ? 'This photo is too large in dimensions.'
          : 'This photo could not be read. Try another one.',
      );
    }
  }

  async function removeFiles(row: PhotoRow): Promise<void> {
    const storage = storageFor(row.album);
    for (const file of FILE_NAMES) await storage.remove(keyOf(row, file));
  }

  async function ownPhoto(ownerId: string, photoId: string): Promise<PhotoRow> {
    const row = await repo.findById(photoId);
    if (!row || row.ownerId !== ownerId) throw photoGone();
    return row;
  }

  async function reachable(viewerId: string, ownerId: string): Promise<boolean> {
    try {
      await profiles.assertReachable(viewerId, ownerId);
      return true;
    } catch {
      return false;
    }
  }

  async function mayViewPrivate(viewerId: string, ownerId: string): Promise<boolean> {
    if (viewerId === ownerId) return true;
    if (!(await reachable(viewerId, ownerId))) return false;
    return repo.hasActiveGrant(ownerId, viewerId, new Date());
  }

  return {
    /** One photo into an album; `main` makes a public one the main photo in the same request. */
    async upload(
      ownerId: string,
      album: Album,
      bytes: Buffer,
      { main = false }: { main?: boolean } = {},
    ): Promise<Photo> {
      if (main && album !== 'public')
        throw new AppError(400, 'BAD_REQUEST', 'Only a public photo can be your main photo.');
      if (!detectImageType(bytes)) await decode(bytes);
      // Spares the decoding when the album is full already; the insert decides under its lock.
      if ((await repo.count(ownerId, album)) >= albumCap(album)) throw albumFull();
      const row = await store(ownerId, album, await decode(bytes));
      if (album === 'private') return toPhoto(row, ownerId, null);
      if (!main) return toPhoto(row, ownerId, (await syncProfile(ownerId)).avatarPhotoId);
      const { avatarPhotoId } = await makeMain(ownerId, row.id);
      return toPhoto({ ...row, position: 0 }, ownerId, avatarPhotoId);
    },

    /**
     * A photo for a post he is writing: checked and re-encoded like any upload, kept as a private file
     * until a post claims it (claimForPost); its URLs are signed for each viewer of the post.
     */
    async uploadPostPhoto(ownerId: string, bytes: Buffer): Promise<PostPhoto> {
      const row = await store(ownerId, 'posts', await decode(bytes));
      return toPostPhoto(row, ownerId);
    },

    /**
     * Claims his unclaimed uploads for a new post, in order: 400 when one is not his, not a post upload
     * or already in a post (also when two posts race for the same upload).
     */
    async claimForPost(ownerId: string, photoIds: string[], postId: string): Promise<void> {
      const unclaimed = await repo.unclaimedPostPhotos(ownerId, photoIds);
      const claimed =
        unclaimed.length === photoIds.length
          ? await repo.claimForPost(ownerId, photoIds, postId)
          : 0;
      if (claimed !== photoIds.length) throw postPhotoUnavailable();
    },

    /** Checks before a post is written that every photo is his and free (claimForPost decides). */
    async assertPostPhotosFree(ownerId: string, photoIds: string[]): Promise<void> {
      if ((await repo.unclaimedPostPhotos(ownerId, photoIds)).length !== photoIds.length)
        throw postPhotoUnavailable();
    },

    /** The photos of posts the viewer may see (the caller decided that), signed for him, by post. */
    async postPhotos(viewerId: string, postIds: string[]): Promise<Map<string, PostPhoto[]>> {
      const out = new Map<string, PostPhoto[]>();
      for (const row of await repo.ofPosts(postIds)) {
        if (!row.postId) continue;
        const list = out.get(row.postId) ?? [];
        list.push(toPostPhoto(row, viewerId));
        out.set(row.postId, list);
      }
      return out;
    },

    /**
     * Removes post uploads that no post claimed within a day (files first, then rows), a batch at a
     * time; answers how many went.
     */
    async sweepUnclaimedPostPhotos(now = new Date()): Promise<number> {
      const rows = await repo.unclaimedBefore(new Date(now.getTime() - UNCLAIMED_KEEP_MS), 200);
      for (const row of rows) {
        await removeFiles(row);
        await repo.remove(row.id);
      }
      return rows.length;
    },

    /** Removes unclaimed post uploads every hour, once across the nodes (decision 033). */
    registerJobs(jobs: Pick<JobQueue, 'every'>): void {
      jobs.every('photos.unclaimed-sweep', UNCLAIMED_SWEEP_MS / 1000, () =>
        this.sweepUnclaimedPostPhotos(),
      );
    },

    /** Removes a post's files before the post (and with it the rows) is deleted. */
    async removePostFiles(postId: string): Promise<void> {
      for (const row of await repo.ofPosts([postId])) await removeFiles(row);
    },

    /**
     * The photo of a story he is adding: checked and re-encoded like any upload (no EXIF survives),
     * kept as a private file whose links are signed for each viewer of the story.
     */
    async uploadStoryPhoto(ownerId: string, bytes: Buffer): Promise<PostPhoto> {
      const row = await store(ownerId, 'stories', await decode(bytes));
      return toPostPhoto(row, ownerId);
    },

    /**
     * A photo of a public place (a venue, decision 023): checked and re-encoded like any upload (no EXIF
     * survives), stored as public, cacheable files under its own id and in no member's album. The module
     * that shows it keeps the id and who uploaded it, and decides where it may appear.
     */
    async uploadPlacePhoto(bytes: Buffer): Promise<{ id: string; width: number; height: number }> {
      const processed = await decode(bytes);
      const id = randomUUID();
      for (const f of processed.files)
        await publicStorage.put(`${placePhotoKey(id)}/${f.name}`, f.bytes, f.contentType);
      return { id, width: processed.width, height: processed.height };
    },

    /** A place photo's public URLs, built from its id. */
    placePhotoUrls(id: string): { url: string; thumbUrl: string } {
      return {
        url: publicStorage.urlOf(`${placePhotoKey(id)}/display.webp`),
        thumbUrl: publicStorage.urlOf(`${placePhotoKey(id)}/thumb.webp`),
      };
    },

    async removePlacePhoto(id: string): Promise<void> {
      for (const file of FILE_NAMES) await publicStorage.remove(`${placePhotoKey(id)}/${file}`);
    },

    /**
     * Photos of public albums by id, with their public URLs and owners (content that shows one, like a
     * Right Now post, checks the owner itself); any other album's photo is left out.
     */
    async publicPhotos(
      photoIds: string[],
    ): Promise<Map<string, { ownerId: string; photo: PostPhoto }>> {
      const rows = await repo.findByIds([...new Set(photoIds)]);
      return new Map(
        rows
          .filter((r) => r.album === 'public')
          .map((r) => [
            r.id,
            {
              ownerId: r.ownerId,
              photo: {
                id: r.id,
                url: publicUrl(r, 'display.webp'),
                thumbUrl: publicUrl(r, 'thumb.webp'),
                width: r.width,
                height: r.height,
              },
            },
          ]),
      );
    },

    /**
     * A photo for his provider listing (decision 025): checked and re-encoded like any upload, stored
     * as a public file (viewable signed out, as the listing is) under a key that names no member.
     */
    async uploadServicePhoto(ownerId: string, bytes: Buffer): Promise<PostPhoto> {
      const row = await store(ownerId, 'services', await decode(bytes));
      return toPublicPhoto(row);
    },

    /** Listing photos by id, with their public URLs and owners; any other album's photo is left out. */
    async servicePhotos(
      photoIds: string[],
    ): Promise<Map<string, { ownerId: string; photo: PostPhoto }>> {
      const rows = await repo.findByIds([...new Set(photoIds)]);
      return new Map(
        rows
          .filter((r) => r.album === 'services')
          .map((r) => [r.id, { ownerId: r.ownerId, photo: toPublicPhoto(r) }]),
      );
    },

    /** Removes listing photos of his (files, then rows); another's or another album's are left alone. */
    async removeServicePhotos(ownerId: string, photoIds: string[]): Promise<number> {
      const rows = (await repo.findByIds([...new Set(photoIds)])).filter(
        (r) => r.album === 'services' && r.ownerId === ownerId,
      );
      for (const row of rows) {
        await removeFiles(row);
        await repo.remove(row.id);
      }
      return rows.length;
    },

    /**
     * An event's cover: checked and re-encoded like any upload (no EXIF survives), a private file whose
     * links are signed for each member the events module shows the event to.
     */
    async uploadEventCover(ownerId: string, bytes: Buffer): Promise<PostPhoto> {
      const row = await store(ownerId, 'events', await decode(bytes));
      return toPostPhoto(row, ownerId);
    },

    /** Event covers signed for this viewer (the events module decided he may see them), with owners. */
    async eventCovers(
      viewerId: string,
      photoIds: string[],
    ): Promise<Map<string, { ownerId: string; photo: PostPhoto }>> {
      const rows = await repo.findByIds([...new Set(photoIds)]);
      return new Map(
        rows
          .filter((r) => r.album === 'events')
          .map((r) => [r.id, { ownerId: r.ownerId, photo: toPostPhoto(r, viewerId) }]),
      );
    },

    /** Story photos signed for this viewer (the stories module decided he may see them), by id. */
    async storyPhotos(viewerId: string, photoIds: string[]): Promise<Map<string, PostPhoto>> {
      const rows = await repo.findByIds([...new Set(photoIds)]);
      return new Map(
        rows.filter((r) => r.album === 'stories').map((r) => [r.id, toPostPhoto(r, viewerId)]),
      );
    },

    /**
     * Removes story photos: their files first, then their rows, which take the stories (and their
     * views) with them. A photo that is not a story's is left alone.
     */
    async removeStoryPhotos(photoIds: string[]): Promise<number> {
      const rows = (await repo.findByIds([...new Set(photoIds)])).filter(
        (r) => r.album === 'stories',
      );
      for (const row of rows) {
        await removeFiles(row);
        await repo.remove(row.id);
      }
      return rows.length;
    },

    /**
     * A photo for a marketplace listing (decision 026): checked and re-encoded like any upload, kept as
     * a private file whose links are signed for each viewer the marketplace shows the listing to.
     */
    async uploadListingPhoto(ownerId: string, bytes: Buffer): Promise<PostPhoto> {
      const row = await store(ownerId, 'listings', await decode(bytes));
      return toPostPhoto(row, ownerId);
    },

    /** Which of these ids are listing uploads of his (the marketplace refuses any other). */
    async ownListingPhotoIds(ownerId: string, photoIds: string[]): Promise<Set<string>> {
      const rows = await repo.findByIds([...new Set(photoIds)]);
      return new Set(
        rows.filter((r) => r.album === 'listings' && r.ownerId === ownerId).map((r) => r.id),
      );
    },

    /** Listing photos signed for this viewer (the marketplace decided he may see them), by id. */
    async listingPhotos(viewerId: string, photoIds: string[]): Promise<Map<string, PostPhoto>> {
      if (photoIds.length === 0) return new Map();
      const rows = await repo.findByIds([...new Set(photoIds)]);
      return new Map(
        rows.filter((r) => r.album === 'listings').map((r) => [r.id, toPostPhoto(r, viewerId)]),
      );
    },

    /** Removes his listing photos, files first (a listing deleted, or a photo taken off it). */
    async removeListingPhotos(ownerId: string, photoIds: string[]): Promise<void> {
      const rows = (await repo.findByIds([...new Set(photoIds)])).filter(
        (r) => r.album === 'listings' && r.ownerId === ownerId,
      );
      for (const row of rows) {
        await removeFiles(row);
        await repo.remove(row.id);
      }
    },

    /**
     * His photos as stored (the re-encoded display JPEG: no EXIF, no GPS), for his data export: the
     * album, when it was added, and a reader for the file.
     */
    async exportFiles(ownerId: string): Promise<
      Array<{
        id: string;
        album: string;
        createdAt: string;
        read: () => Promise<Buffer | null>;
      }>
    > {
      return (await repo.allOf(ownerId)).map((row) => ({
        id: row.id,
        album: row.album,
        createdAt: row.createdAt.toISOString(),
        read: () => storageFor(row.album).get(keyOf(row, 'display.jpg')),
      }));
    },

    /**
     * Removes the stored files of every photo of his, in every album (his account is being deleted; the
     * rows go with it). Returns how many photos' files were removed.
     */
    async removeAllFilesOf(ownerId: string): Promise<number> {
      const rows = await repo.allOf(ownerId);
      for (const row of rows) await removeFiles(row);
      return rows.length;
    },

    /**
     * A verification selfie (decision 029): checked and re-encoded like any upload (no EXIF survives),
     * stored as a private file under its own key in no album and no photo row, so no photo link of
     * any member (his public or private ones, a chat, a grant) can ever reach it. The verification
     * module keeps the key and serves it to moderators only.
     */
    async storeVerificationSelfie(bytes: Buffer): Promise<string> {
      const processed = await decode(bytes);
      const key = `verification/${randomUUID()}`;
      const display = processed.files.filter((f) => f.name.startsWith('display.'));
      try {
        for (const f of display)
          await privateStorage.put(`${key}/${f.name}`, f.bytes, f.contentType);
      } catch (err) {
        await this.removeVerificationSelfie(key);
        throw err;
      }
      return key;
    },

    /** A selfie's display file (webp or jpg), or null once deleted. */
    async verificationSelfie(key: string, file: 'display.webp' | 'display.jpg') {
      if (!key.startsWith('verification/')) return null;
      return privateStorage.get(`${key}/${file}`);
    },

    async removeVerificationSelfie(key: string): Promise<void> {
      if (!key.startsWith('verification/')) return;
      for (const file of ['display.webp', 'display.jpg'])
        await privateStorage.remove(`${key}/${file}`);
    },

    /** His public photos' ids and display URLs, in album order (a moderator compares a selfie). */
    async publicAlbum(ownerId: string): Promise<Array<{ id: string; url: string }>> {
      return (await repo.list(ownerId, 'public')).map((r) => ({
        id: r.id,
        url: publicUrl(r, 'display.webp'),
      }));
    },

    async myAlbums(ownerId: string): Promise<MyAlbums> {
      const avatar = await profiles.avatarPhotoId(ownerId);
      const [pub, priv, grants] = await Promise.all([
        repo.list(ownerId, 'public'),
        repo.list(ownerId, 'private'),
        this.listGrants(ownerId),
      ]);
      return {
        public: pub.map((r) => toPhoto(r, ownerId, avatar)),
        private: priv.map((r) => toPhoto(r, ownerId, avatar)),
        grants,
      };
    },

    async reorder(ownerId: string, album: Album, ids: string[]): Promise<Photo[]> {
      const rows = await repo.list(ownerId, album);
      const known = new Set(rows.map((r) => r.id));
      if (
        ids.length !== rows.length ||
        new Set(ids).size !== ids.length ||
        !ids.every((id) => known.has(id))
      ) {
        throw new AppError(
          400,
          'BAD_REQUEST',
          'Send every photo of the album exactly once, in the new order.',
        );
      }
      await repo.setPositions(ids);
      const avatar = album === 'public' ? (await syncProfile(ownerId)).avatarPhotoId : null;
      return (await repo.list(ownerId, album)).map((r) => toPhoto(r, ownerId, avatar));
    },

    /** Spec: a photo can be placed first as main; it becomes the avatar. */
    async setMain(ownerId: string, photoId: string): Promise<OwnProfile> {
      const row = await ownPhoto(ownerId, photoId);
      if (row.album !== 'public')
        throw new AppError(400, 'BAD_REQUEST', 'Only a public photo can be your main photo.');
      return (await makeMain(ownerId, photoId)).profile;
    },

    async remove(ownerId: string, photoId: string): Promise<void> {
      const row = await ownPhoto(ownerId, photoId);
      if (signedAlbums.has(row.album)) throw photoGone();
      await repo.remove(photoId);
      await removeFiles(row);
      await repo.setPositions((await repo.list(ownerId, row.album)).map((r) => r.id));
      if (row.album === 'public') await syncProfile(ownerId);
    },

    async grant(ownerId: string, granteeId: string, expiresInHours?: number): Promise<AlbumGrant> {
      if (ownerId === granteeId)
        throw new AppError(400, 'BAD_REQUEST', 'You always see your own album.');
      await profiles.assertReachable(ownerId, granteeId);
      const expiresAt = expiresInHours ? new Date(Date.now() + expiresInHours * 3600_000) : null;
      await repo.upsertGrant(ownerId, granteeId, expiresAt);
      const grants = await this.listGrants(ownerId);
      const grant = grants.find((g) => g.userId === granteeId);
      if (!grant) throw new Error('grant vanished');
      return grant;
    },

    async revoke(ownerId: string, granteeId: string): Promise<void> {
      if (!(await repo.removeGrant(ownerId, granteeId)))
        throw notFound('This member has no access to your album.');
    },

    async listGrants(ownerId: string): Promise<AlbumGrant[]> {
      const rows = await repo.activeGrants(ownerId, new Date());
      const cards = await profiles.cardsByIds(rows.map((r) => r.granteeId));
      return rows.flatMap((r) => {
        const card = cards.get(r.granteeId);
        if (!card) return [];
        return [
          {
            userId: r.granteeId,
            username: card.username,
            displayName: card.displayName,
            avatarUrl: card.avatarUrl,
            grantedAt: r.createdAt.toISOString(),
            expiresAt: r.expiresAt?.toISOString() ?? null,
          },
        ];
      });
    },

    async privatePhotosOf(viewerId: string, ownerId: string): Promise<Photo[]> {
      await profiles.assertReachable(viewerId, ownerId);
      if (!(await mayViewPrivate(viewerId, ownerId)))
        throw forbidden("You don't have access to this album.");
      return (await repo.list(ownerId, 'private')).map((r) => toPhoto(r, viewerId, null));
    },

    /**
     * A photo sent in a chat: it must be the sender's own. A private one becomes viewable by the
     * conversation's other participants (that photo only, not the album). `anonymous` (a provider
     * in a service chat, decision 025): a public-album photo is refused, its address names him.
     */
    async shareInChat(
      ownerId: string,
      photoId: string,
      viewerIds: string[],
      { anonymous = false }: { anonymous?: boolean } = {},
    ): Promise<void> {
      const row = await ownPhoto(ownerId, photoId);
      if (anonymous && row.album === 'public')
        throw new AppError(
          400,
          'BAD_REQUEST',
          'Your profile photos would show clients who you are: send a private or a listing photo instead.',
        );
      if (row.album === 'private') await repo.share(photoId, viewerIds);
    },

    /** An unsent or expired chat photo stops being viewable through the chat. */
    unshareInChat: (photoId: string) => repo.unshare(photoId),

    /** The chat photos this viewer may see, with URLs signed for him where private. */
    async chatPhotos(viewerId: string, photoIds: string[]): Promise<Map<string, MessagePhoto>> {
      const rows = await repo.findByIds([...new Set(photoIds)]);
      const privateOthers = rows.filter((r) => r.album === 'private' && r.ownerId !== viewerId);
      const shared = await repo.sharedWith(
        viewerId,
        privateOthers.map((r) => r.id),
      );
      const out = new Map<string, MessagePhoto>();
      for (const row of rows) {
        if (row.album === 'private' && row.ownerId !== viewerId && !shared.has(row.id)) continue;
        const photo =
          row.album === 'stories' ? toPostPhoto(row, viewerId) : toPhoto(row, viewerId, null);
        out.set(row.id, {
          id: row.id,
          url: photo.url,
          thumbUrl: photo.thumbUrl,
          width: row.width,
          height: row.height,
        });
      }
      return out;
    },

    /** Serves one private file when the signature, its viewer, its expiry and the grant all hold; else 404. */
    async readPrivateFile(
      viewerId: string,
      photoId: string,
      file: string,
      exp: number,
      sig: string,
    ) {
      if (!FILE_NAMES.has(file) || !signer.verify(photoId, file, viewerId, exp, sig))
        throw photoGone();
      const row = await repo.findById(photoId);
      if (!row || (row.album !== 'private' && !signedAlbums.has(row.album))) throw photoGone();
      // A post or story photo's link was signed for a viewer its module let see it; a block since
      // then still closes it.
      const allowed = signedAlbums.has(row.album)
        ? await reachable(viewerId, row.ownerId)
        : (await mayViewPrivate(viewerId, row.ownerId)) ||
          ((await repo.sharedWith(viewerId, [row.id])).has(row.id) &&
            (await reachable(viewerId, row.ownerId)));
      if (!allowed) throw photoGone();
      const bytes = await privateStorage.get(keyOf(row, file));
      if (!bytes) throw photoGone();
      return { bytes, contentType: file.endsWith('.webp') ? 'image/webp' : 'image/jpeg' };
    },
  };
}

export type PhotosService = ReturnType<typeof photosService>;
