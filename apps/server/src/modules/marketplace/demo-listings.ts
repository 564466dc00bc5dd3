import sharp from 'sharp';
import type { ListingCategory, ListingCondition } from '@blaze/contracts';

/** Plausible fictional listings for the demo community (decision 026); prices in the seller's currency. */
export type DemoListing = {
  title: string;
  description: string;
  /** In whole units of the seller's currency (the seed makes minor units). */
  price: number;
  category: ListingCategory;
  condition: ListingCondition;
  hoursAgo: number;
  sold?: boolean;
};

export const DEMO_LISTINGS: DemoListing[] = [
  {
    title: 'Black leather harness, size M',
    description: 'Worn twice at Folsom. Adjustable straps, chrome rings. Smoke-free home.',
    price: 45,
    category: 'gear',
    condition: 'like_new',
    hoursAgo: 2,
  },
  {
    title: '2 tickets for Saturday circuit party',
    description: "Can't make it any more. Paper tickets, handing them over at face value.",
    price: 60,
    category: 'tickets',
    condition: 'new',
    hoursAgo: 5,
  },
  {
    title: 'Rainbow neon sign',
    description: 'Warm white and rainbow modes, USB powered, 60 cm wide. Great over a bar cart.',
    price: 35,
    category: 'home',
    condition: 'good',
    hoursAgo: 9,
  },
  {
    title: 'Vintage denim jacket with patches',
    description: 'Levi’s trucker, size L, covered in pins and patches from 90s Pride marches.',
    price: 80,
    category: 'clothing',
    condition: 'good',
    hoursAgo: 14,
  },
  {
    title: 'Jockstraps, pack of 3 (unworn)',
    description: 'Bought the wrong size, still in the packaging. Size S.',
    price: 25,
    category: 'clothing',
    condition: 'new',
    hoursAgo: 20,
  },
  {
    title: 'Kettlebell set 8/12/16 kg',
    description: 'Moving flat and cannot take them. Pick up only.',
    price: 50,
    category: 'other',
    condition: 'good',
    hoursAgo: 26,
  },
  {
    title: 'Drag queen wig, platinum, 70 cm',
    description: 'Heat-resistant fibre, styled once for a show. Comes with a wig stand.',
    price: 40,
    category: 'clothing',
    condition: 'like_new',
    hoursAgo: 31,
  },
  {
    title: 'Sauna season pass (transfer)',
    description: 'Three months left on a transferable pass. We can go to the desk together.',
    price: 90,
    category: 'tickets',
    condition: 'new',
    hoursAgo: 38,
  },
  {
    title: 'Mid-century armchair',
    description: 'Teak frame, new mustard upholstery. A little wear on the armrests.',
    price: 120,
    category: 'home',
    condition: 'fair',
    hoursAgo: 44,
  },
  {
    title: 'Rubber shorts, size 32',
    description: 'Shiny black, 0.4 mm. Washed and talced. Too small for me now.',
    price: 30,
    category: 'gear',
    condition: 'good',
    hoursAgo: 50,
  },
  {
    title: 'Pride flag bundle (5 flags)',
    description: 'Progress, bear, leather, trans and classic rainbow. 90 x 150 cm each.',
    price: 20,
    category: 'other',
    condition: 'new',
    hoursAgo: 57,
  },
  {
    title: 'Festival wristband, Sunday only',
    description: 'Day pass for the Sunday of the city festival. Not personalised.',
    price: 55,
    category: 'tickets',
    condition: 'new',
    hoursAgo: 63,
    sold: true,
  },
  {
    title: 'Free: moving boxes',
    description: 'About 15 sturdy boxes, flat-packed. Collect this week.',
    price: 0,
    category: 'home',
    condition: 'good',
    hoursAgo: 70,
  },
  {
    title: 'Leather cap (muir style), 58 cm',
    description: 'Classic biker cap with chain. Well cared for, conditioned last month.',
    price: 70,
    category: 'gear',
    condition: 'good',
    hoursAgo: 78,
  },
  {
    title: 'Designer swim briefs, size M',
    description: 'Tried on once. Tropical print, tags still on.',
    price: 28,
    category: 'clothing',
    condition: 'new',
    hoursAgo: 85,
  },
  {
    title: 'Record player with speakers',
    description: 'Belt drive, two bookshelf speakers, plus a crate of disco records.',
    price: 140,
    category: 'home',
    condition: 'good',
    hoursAgo: 96,
  },
  {
    title: 'Theatre tickets: queer musical, row F',
    description: 'Two seats together for next Thursday. Selling below what I paid.',
    price: 75,
    category: 'tickets',
    condition: 'new',
    hoursAgo: 104,
  },
  {
    title: 'Harness + arm bands set, red',
    description: 'Neoprene sports harness with matching arm bands, size L.',
    price: 38,
    category: 'gear',
    condition: 'like_new',
    hoursAgo: 116,
  },
  {
    title: 'Monstera plant, 1 m tall',
    description: 'Healthy and big, comes with the ceramic pot.',
    price: 25,
    category: 'home',
    condition: 'good',
    hoursAgo: 128,
  },
  {
    title: 'Camping tent for two',
    description: 'Used for one festival weekend. All pegs and poles there.',
    price: 45,
    category: 'other',
    condition: 'like_new',
    hoursAgo: 140,
  },
  {
    title: 'Sequin blazer, size 50',
    description: 'Silver sequins, made for a gala, worn one night. Dry cleaned.',
    price: 65,
    category: 'clothing',
    condition: 'like_new',
    hoursAgo: 152,
  },
  {
    title: 'Bar stools, set of 2',
    description: 'Black metal, adjustable height. Small scratch on one foot.',
    price: 40,
    category: 'home',
    condition: 'fair',
    hoursAgo: 165,
  },
];

const PALETTES: Record<ListingCategory, [string, string]> = {
  gear: ['#1f2937', '#ef4444'],
  clothing: ['#7c3aed', '#ec4899'],
  tickets: ['#f59e0b', '#ef4444'],
  home: ['#0ea5e9', '#22c55e'],
  other: ['#334155', '#14b8a6'],
};

/**
 * A demo photo: a gradient in the category's colours with a few soft shapes (no text: the demo runs
 * without fonts). JPEG, so it goes through the photos pipeline like any upload.
 */
export function demoListingPhoto(category: ListingCategory, seed: number): Promise<Buffer> {
  const [from, to] = PALETTES[category];
  const x = 80 + ((seed * 53) % 240);
  const y = 90 + ((seed * 31) % 220);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="480" height="480" fill="url(#g)"/>
  <circle cx="${x}" cy="${y}" r="${70 + (seed % 5) * 12}" fill="#ffffff" fill-opacity="0.18"/>
  <rect x="${300 - (seed % 4) * 30}" y="${280 + (seed % 3) * 20}" width="140" height="120" rx="24" fill="#000000" fill-opacity="0.15"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
