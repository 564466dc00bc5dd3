import { z } from 'zod';
import { groupDigits } from './numbers.ts';
import { SampleMarkSchema } from './data-modes.ts';
import { CITIES } from './catalogues.ts';
import { PostAuthorSchema, PostPhotoSchema } from './posts.ts';

/**
 * Issue 16, the marketplace (decision 026): members sell gear, clothing, tickets and home things to each
 * other. A listing goes live at once and is removed on report; Blaze takes no payment (buyer and seller
 * meet and pay in person). A listing is placed by a listed city, never by a point.
 */

export const LISTING_CATEGORIES = ['gear', 'clothing', 'tickets', 'home', 'other'] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];
export const LISTING_CATEGORY_LABELS: Record<ListingCategory, string> = {
  gear: 'Gear',
  clothing: 'Clothing',
  tickets: 'Tickets',
  home: 'Home',
  other: 'Other',
};

export const LISTING_CONDITIONS = ['new', 'like_new', 'good', 'fair'] as const;
export type ListingCondition = (typeof LISTING_CONDITIONS)[number];
export const LISTING_CONDITION_LABELS: Record<ListingCondition, string> = {
  new: 'New',
  like_new: 'Like new',
  good: 'Good',
  fair: 'Fair',
};

/** Currencies of the listed cities' countries; all have cents (a price is an integer of minor units). */
export const LISTING_CURRENCIES = [
  'EUR',
  'GBP',
  'USD',
  'AUD',
  'CAD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'NZD',
  'CZK',
  'MXN',
  'BRL',
] as const;
export type ListingCurrency = (typeof LISTING_CURRENCIES)[number];

/** The currency a seller in this country most likely prices in (the form's default). */
export const CURRENCY_BY_COUNTRY: Readonly<Record<string, ListingCurrency>> = {
  'United Kingdom': 'GBP',
  'United States': 'USD',
  Australia: 'AUD',
  Canada: 'CAD',
  Switzerland: 'CHF',
  Sweden: 'SEK',
  Norway: 'NOK',
  Denmark: 'DKK',
  'New Zealand': 'NZD',
  Czechia: 'CZK',
  Mexico: 'MXN',
  Brazil: 'BRL',
};
export const currencyForCountry = (country: string | null | undefined): ListingCurrency =>
  (country && CURRENCY_BY_COUNTRY[country]) || 'EUR';

export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Who may see a listing: the seller always; others while active, and a while after it sold. */
export const LISTING_STATUSES = ['active', 'sold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const MARKETPLACE_LIMITS = {
  titleMin: 3,
  titleMax: 80,
  descriptionMax: 2000,
  photosMax: 6,
  /** 1,000,000.00 in any currency: a marketplace between members, not a car dealer. */
  priceMaxMinor: 100_000_000,
  /** Active listings a seller may have at once (spam). */
  activePerSeller: 50,
  /** A sold listing stays visible (marked sold) to others this long, then only to its seller. */
  soldVisibleDays: 7,
  pageDefault: 24,
  pageMax: 48,
  queryMax: 80,
  /** Words of a search that must all match (title or description). */
  queryWordsMax: 5,
  nearKmMax: 2000,
  /**
   * A listing's body may be this large before Fastify refuses it outright: a too-long text then gets
   * the field's own 400 ("Keep the description to 2,000 characters") instead of a bare 413.
   */
  bodyMaxBytes: 8 * 1024 * 1024,
  /** Per member, per minute. */
  reportsPerMinute: 10,
  createsPerMinute: 10,
  photosPerMinute: 30,
} as const;

export const MARKETPLACE_PAYMENT_NOTICE =
  'Pay in person when you meet. Blaze never handles payment and never asks you to pay through a link.';

const CITY_NAME_LIST = CITIES.map((c) => c.name) as [string, ...string[]];

/** A price in a member's words: 'Free', or the amount with its currency ('€25.00', '£8.50'). */
export function formatListingPrice(priceMinor: number, currency: string): string {
  if (priceMinor === 0) return 'Free';
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(priceMinor / 100);
  } catch {
    return `${(priceMinor / 100).toFixed(2)} ${currency}`;
  }
}

const title = z
  .string()
  .trim()
  .min(
    MARKETPLACE_LIMITS.titleMin,
    `Give it a title of at least ${MARKETPLACE_LIMITS.titleMin} characters.`,
  )
  .max(MARKETPLACE_LIMITS.titleMax, `Keep the title to ${MARKETPLACE_LIMITS.titleMax} characters.`);
const description = z
  .string()
  .trim()
  .max(
    MARKETPLACE_LIMITS.descriptionMax,
    `Keep the description to ${groupDigits(MARKETPLACE_LIMITS.descriptionMax)} characters.`,
  );
const priceMinor = z
  .number({ error: 'Set a price: a whole number of cents, 0 for free.' })
  .int('Set the price in whole cents.')
  .min(0, 'Set a price of 0 or more.')
  .max(MARKETPLACE_LIMITS.priceMaxMinor, 'That price is too high for the marketplace.');
const currency = z.enum(LISTING_CURRENCIES, {
  error: `Pick a currency: ${LISTING_CURRENCIES.join(', ')}.`,
});
const category = z.enum(LISTING_CATEGORIES, {
  error: 'Pick a category: gear, clothing, tickets, home or other.',
});
const condition = z.enum(LISTING_CONDITIONS, {
  error: 'Pick a condition: new, like new, good or fair.',
});
const city = z.enum(CITY_NAME_LIST, { error: 'Pick a city from the list.' });
const photoIds = z
  .array(z.string().min(1).max(100))
  .max(MARKETPLACE_LIMITS.photosMax, `Add up to ${MARKETPLACE_LIMITS.photosMax} photos.`)
  .refine((ids) => new Set(ids).size === ids.length, 'Add each photo once.');

export const ListingCreateBodySchema = z.strictObject({
  title,
  description: description.default(''),
  priceMinor,
  currency,
  category,
  condition,
  /** A listed city; his own city when left out. */
  city: city.optional(),
  /** Photos he uploaded for listings (POST /api/marketplace/photos), in order. */
  photoIds: photoIds.default([]),
});
export type ListingCreateBody = z.input<typeof ListingCreateBodySchema>;

export const ListingUpdateBodySchema = z
  .strictObject({
    title: title.optional(),
    description: description.optional(),
    priceMinor: priceMinor.optional(),
    currency: currency.optional(),
    category: category.optional(),
    condition: condition.optional(),
    city: city.optional(),
    photoIds: photoIds.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Change at least one thing.');
export type ListingUpdateBody = z.input<typeof ListingUpdateBodySchema>;

export const ListingStatusBodySchema = z.strictObject({
  status: z.enum(LISTING_STATUSES, { error: "Mark it 'sold' or 'active'." }),
});
export type ListingStatusBody = z.infer<typeof ListingStatusBodySchema>;

/** 'Message seller': the chat opens with the listing attached, and optional words under it. */
export const ListingMessageBodySchema = z.strictObject({
  clientId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - or _'),
  text: z.string().trim().max(1000, 'Keep the message to 1,000 characters.').optional(),
});
export type ListingMessageBody = z.infer<typeof ListingMessageBodySchema>;

/** A listing in a grid: what a card shows. */
export const ListingSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  priceMinor: z.number().int(),
  currency: z.string(),
  category: z.enum(LISTING_CATEGORIES),
  condition: z.enum(LISTING_CONDITIONS),
  city: z.string(),
  status: z.enum(LISTING_STATUSES),
  /** The first photo, signed for the viewer. */
  photo: PostPhotoSchema.nullable(),
  isOwn: z.boolean(),
  createdAt: z.string(),
  /** A demo listing (only ever shown in demo mode, decision 038): the 'Sample' tag. */
  sample: SampleMarkSchema,
});
export type ListingSummary = z.infer<typeof ListingSummarySchema>;

/** One listing as its page shows it: photos signed for the viewer, the seller's name line. */
export const ListingSchema = ListingSummarySchema.extend({
  description: z.string(),
  photos: z.array(PostPhotoSchema),
  seller: PostAuthorSchema,
  updatedAt: z.string(),
  soldAt: z.string().nullable(),
});
export type Listing = z.infer<typeof ListingSchema>;

const priceRangeOk = <T extends { minPrice?: number | undefined; maxPrice?: number | undefined }>(
  q: T,
) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice;

export const ListingQuerySchema = z
  .strictObject({
    /** Words that must all be in the title or the description. */
    q: z
      .string()
      .trim()
      .max(
        MARKETPLACE_LIMITS.queryMax,
        `Keep the search to ${MARKETPLACE_LIMITS.queryMax} characters.`,
      )
      .optional(),
    category: category.optional(),
    condition: condition.optional(),
    currency: currency.optional(),
    minPrice: z.coerce.number().int().min(0).max(MARKETPLACE_LIMITS.priceMaxMinor).optional(),
    maxPrice: z.coerce.number().int().min(0).max(MARKETPLACE_LIMITS.priceMaxMinor).optional(),
    /** One listed city. */
    city: city.optional(),
    /** Cities whose centre is within this many km of my own city's centre (0: my city only). */
    nearKm: z.coerce.number().int().min(0).max(MARKETPLACE_LIMITS.nearKmMax).optional(),
    sort: z.enum(LISTING_SORTS).default('newest'),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(MARKETPLACE_LIMITS.pageMax)
      .default(MARKETPLACE_LIMITS.pageDefault),
    cursor: z.string().max(200).optional(),
  })
  .refine(priceRangeOk, { message: 'minPrice must not be above maxPrice.', path: ['minPrice'] })
  .refine((q) => !(q.city && q.nearKm !== undefined), {
    message: 'Search one city or near me, not both.',
    path: ['city'],
  })
  .refine(
    (q) =>
      q.currency !== undefined ||
      (q.minPrice === undefined && q.maxPrice === undefined && q.sort === 'newest'),
    { message: 'Pick a currency to filter or sort by price.', path: ['currency'] },
  );
export type ListingQuery = z.input<typeof ListingQuerySchema>;
export type ListingFilters = z.output<typeof ListingQuerySchema>;

export const ListingPageSchema = z.object({
  listings: z.array(ListingSummarySchema),
  nextCursor: z.string().nullable(),
  /** The city 'near me' was measured from (mine); null when the search was not by nearness. */
  nearCity: z.string().nullable(),
  /** My own city (the listed city I am in), for the form's and the filters' defaults. */
  myCity: z.string().nullable(),
});
export type ListingPage = z.infer<typeof ListingPageSchema>;

export const MyListingsQuerySchema = z.strictObject({
  status: z.enum(LISTING_STATUSES).default('active'),
});
export type MyListingsQuery = z.input<typeof MyListingsQuerySchema>;

export const MyListingsSchema = z.object({
  listings: z.array(ListingSummarySchema),
  myCity: z.string().nullable(),
});
export type MyListings = z.infer<typeof MyListingsSchema>;

export const ListingMessageResultSchema = z.object({ conversationId: z.string() });
export type ListingMessageResult = z.infer<typeof ListingMessageResultSchema>;

export const ListingRemoveBodySchema = z.strictObject({
  note: z.string().trim().max(1000).optional(),
});
