import type {
  Listing,
  ListingCategory,
  ListingCondition,
  ListingSummary,
  MessageListing,
  PostAuthor,
  PostPhoto,
} from '@blaze/contracts';
import type { ListingRow } from './marketplace.repository.ts';

const shownStatus = (row: ListingRow): 'active' | 'sold' =>
  row.status === 'sold' ? 'sold' : 'active';

/** A card in a grid: the first photo only (signed for this viewer), no description, no seller. */
export function toListingSummary(
  row: ListingRow,
  viewerId: string,
  photos: Map<string, PostPhoto>,
): ListingSummary {
  const first = row.photoIds[0];
  return {
    id: row.id,
    title: row.title,
    priceMinor: row.priceMinor,
    currency: row.currency,
    category: row.category as ListingCategory,
    condition: row.condition as ListingCondition,
    city: row.city,
    status: shownStatus(row),
    photo: (first && photos.get(first)) || null,
    isOwn: row.sellerId === viewerId,
    createdAt: row.createdAt.toISOString(),
    // Demo listings reach only a viewer in demo mode (their seller is a demo member, decision 038).
    ...(row.isDemo ? { sample: true as const } : {}),
  };
}

/** The listing's page: every photo in order, the seller's name line; no review note. */
export function toListing(
  row: ListingRow,
  viewerId: string,
  photos: Map<string, PostPhoto>,
  seller: PostAuthor,
): Listing {
  return {
    ...toListingSummary(row, viewerId, photos),
    description: row.description,
    photos: row.photoIds.flatMap((id) => {
      const p = photos.get(id);
      return p ? [p] : [];
    }),
    seller,
    updatedAt: row.updatedAt.toISOString(),
    soldAt: row.soldAt?.toISOString() ?? null,
  };
}

/** What a chat shows of a listing that is gone (or that this viewer may no longer see): nothing of it. */
export const goneCard = (id: string): MessageListing => ({
  id,
  title: null,
  priceMinor: null,
  currency: null,
  state: 'gone',
  photo: null,
});

/** A listing message's card as it is now: sold shows as sold; the photo signed for this viewer. */
export function toMessageListing(row: ListingRow, photo: PostPhoto | null): MessageListing {
  if (row.status !== 'active' && row.status !== 'sold') return goneCard(row.id);
  return {
    id: row.id,
    title: row.title,
    priceMinor: row.priceMinor,
    currency: row.currency,
    state: row.status,
    photo: photo && {
      id: photo.id,
      url: photo.url,
      thumbUrl: photo.thumbUrl,
      width: photo.width,
      height: photo.height,
    },
  };
}
