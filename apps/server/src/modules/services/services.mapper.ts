import type {
  AdminServiceListing,
  MyServiceListing,
  ServiceCard,
  ServiceCategory,
  ServiceLanguage,
  ServicePhoto,
  ServiceProvider,
  ServiceStatus,
} from '@blaze/contracts';
import { SERVICE_LANGUAGES } from '@blaze/contracts';
import type { ServiceProviderRow } from './services.repository.ts';

const isLanguage = (l: string): l is ServiceLanguage => l in SERVICE_LANGUAGES;

/** His listing's photos in order, those that still exist. */
const photosOf = (row: ServiceProviderRow, photos: Map<string, ServicePhoto>) =>
  row.photoIds.flatMap((id) => {
    const p = photos.get(id);
    return p ? [p] : [];
  });

/**
 * A listing as anyone sees it (decision 025): no member id, no username, no coordinates; its area
 * is a city and at most a neighbourhood's name.
 */
export function toServiceProvider(
  row: ServiceProviderRow,
  viewerId: string | null,
  photos: Map<string, ServicePhoto>,
): ServiceProvider {
  return {
    id: row.id,
    handle: row.handle,
    displayName: row.displayName,
    category: row.category as ServiceCategory,
    headline: row.headline,
    about: row.about,
    rates: row.rates,
    incall: row.incall,
    outcall: row.outcall,
    city: row.city,
    country: row.country,
    neighbourhood: row.neighbourhood,
    availability: row.availability,
    languages: row.languages.filter(isLanguage),
    photos: photosOf(row, photos),
    isOwn: viewerId !== null && row.userId === viewerId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** His own listing: its review state too. */
export function toMyListing(
  row: ServiceProviderRow,
  photos: Map<string, ServicePhoto>,
): MyServiceListing {
  return {
    ...toServiceProvider(row, row.userId, photos),
    status: row.status as ServiceStatus,
    reviewNote: row.reviewNote,
  };
}

/** For the reviewing admin: the member behind it as well. */
export function toAdminListing(
  row: ServiceProviderRow,
  photos: Map<string, ServicePhoto>,
): AdminServiceListing {
  return {
    ...toMyListing(row, photos),
    isOwn: false,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toServiceCard(
  row: ServiceProviderRow,
  photos: Map<string, ServicePhoto>,
): ServiceCard {
  return {
    id: row.id,
    handle: row.handle,
    displayName: row.displayName,
    category: row.category as ServiceCategory,
    headline: row.headline,
    rates: row.rates,
    incall: row.incall,
    outcall: row.outcall,
    city: row.city,
    neighbourhood: row.neighbourhood,
    languages: row.languages.filter(isLanguage),
    photo: photosOf(row, photos)[0] ?? null,
  };
}
