import type {
  BusinessAccount,
  BusinessKind,
  CheckIn,
  CheckInVisibility,
  HourException,
  OpeningHours,
  ReviewStatus,
  VenueCategory,
  VenueCheckIns,
  VenueClaim,
  VenueDetail,
  VenueLink,
  VenuePhoto,
  VenueStatus,
  VenueSummary,
} from '@blaze/contracts';
import { distanceM, type Point } from '../../lib/geo.ts';
import { openingState } from './opening-hours.ts';
import type { BusinessRow, CheckInRow, ClaimRow, VenueRow } from './places.repository.ts';

const hoursOf = (row: VenueRow) => ({
  timeZone: row.timeZone,
  hours: row.hours as OpeningHours[],
  hourExceptions: row.hourExceptions as HourException[],
});

/** Metres from his own point, to the nearest ten (only he sees it: it is his own distance). */
const metresFrom = (here: Point | null, row: VenueRow) =>
  here ? Math.round(distanceM(here, { lat: row.latitude, lng: row.longitude }) / 10) * 10 : null;

/** A venue in a list (approved venues only reach lists). */
export function toVenueSummary(
  row: VenueRow,
  here: Point | null,
  photos: VenuePhoto[],
  now: Date,
): VenueSummary {
  return {
    id: row.id,
    name: row.name,
    category: row.category as VenueCategory,
    address: row.address,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    tags: row.tags,
    cover: photos[0] ?? null,
    opening: openingState(hoursOf(row), now),
    distanceM: metresFrom(here, row),
    ...(row.isDemo ? { sample: true as const } : {}),
  };
}

/**
 * A venue's page for this viewer: the review's status and note only for its owner (and admins, who
 * pass `asOwner`); who is checked in as the places service decided.
 */
export function toVenueDetail(
  row: VenueRow,
  ctx: {
    viewerId: string;
    here: Point | null;
    photos: VenuePhoto[];
    now: Date;
    checkIns: VenueCheckIns;
    withinReach: boolean;
    checkedInHere: boolean;
    asOwner?: boolean;
  },
): VenueDetail {
  const isOwn = row.ownerId === ctx.viewerId;
  const showReview = isOwn || ctx.asOwner === true;
  return {
    ...toVenueSummary(row, ctx.here, ctx.photos, ctx.now),
    timeZone: row.timeZone,
    hours: hoursOf(row).hours,
    hourExceptions: hoursOf(row).hourExceptions,
    description: row.description,
    links: row.links as VenueLink[],
    photos: ctx.photos,
    isOwn,
    claimable: row.ownerId === null && row.status === 'approved',
    status: showReview ? (row.status as VenueStatus) : null,
    reviewNote: showReview ? row.reviewNote : null,
    checkIns: ctx.checkIns,
    withinReach: ctx.withinReach,
    checkedInHere: ctx.checkedInHere,
  };
}

export function toCheckIn(row: CheckInRow, venueName: string): CheckIn {
  return {
    id: row.id,
    venueId: row.venueId,
    venueName,
    visibility: row.visibility as CheckInVisibility,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

export function toBusinessAccount(row: BusinessRow): BusinessAccount {
  return {
    businessName: row.businessName,
    kind: row.kind as BusinessKind,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    website: row.website,
    note: row.note,
    status: row.status as ReviewStatus,
    reviewNote: row.reviewNote,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export function toVenueClaim(row: ClaimRow, venueName: string): VenueClaim {
  return {
    id: row.id,
    venueId: row.venueId,
    venueName,
    note: row.note,
    status: row.status as ReviewStatus,
    reviewNote: row.reviewNote,
    createdAt: row.createdAt.toISOString(),
  };
}
