import sharp from 'sharp';
import type { VenueCategory } from '@blaze/contracts';
import type { DemoVenue } from './demo-venues.ts';

/** Two colours per kind of place, so the demo's venue photos tell kinds apart at a glance. */
const PALETTE: Record<VenueCategory, [string, string]> = {
  bar: ['#ff2d87', '#7c3aed'],
  club: ['#111827', '#9b87f5'],
  sauna: ['#f59e0b', '#b45309'],
  cafe: ['#a16207', '#fde68a'],
  restaurant: ['#dc2626', '#f97316'],
  gym: ['#0f766e', '#2dd4bf'],
  hotel: ['#1e3a8a', '#38bdf8'],
  shop: ['#4d7c0f', '#a3e635'],
  event_space: ['#be185d', '#f472b6'],
  outdoor: ['#15803d', '#86efac'],
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A generated cover for a demo venue: its colours, its name and city, as a JPEG for the photo pipeline. */
export async function demoVenuePhoto(v: DemoVenue): Promise<Buffer> {
  const [from, to] = PALETTE[v.category];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="720" viewBox="0 0 1080 720">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1080" height="720" fill="url(#g)"/>
  <circle cx="860" cy="160" r="220" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="160" cy="640" r="260" fill="#000000" fill-opacity="0.12"/>
  <text x="80" y="420" font-family="sans-serif" font-size="84" font-weight="700" fill="#ffffff">${escape(v.name)}</text>
  <text x="80" y="500" font-family="sans-serif" font-size="40" fill="#ffffff" fill-opacity="0.85">${escape(v.city)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
