import sharp from 'sharp';
import type { NewServiceProvider } from './services.repository.ts';

type DemoProvider = Pick<
  NewServiceProvider,
  | 'handle'
  | 'displayName'
  | 'category'
  | 'headline'
  | 'about'
  | 'rates'
  | 'incall'
  | 'outcall'
  | 'city'
  | 'neighbourhood'
  | 'availability'
  | 'languages'
>;

/**
 * Fictional providers in the demo cities (decision 025). Their handles are unlike any demo member's
 * username, as a real provider's must be.
 */
export const DEMO_PROVIDERS: DemoProvider[] = [
  {
    handle: 'kai.bodywork',
    displayName: 'Kai Bodywork',
    category: 'massage',
    headline: 'Deep tissue and sports massage, calm studio',
    about:
      'Qualified sports massage therapist. Deep tissue, relaxation and stretching. Clean, quiet studio with a shower. Strictly massage.',
    rates: '60 min €70 · 90 min €100',
    incall: true,
    outcall: false,
    city: 'Berlin',
    neighbourhood: 'Schöneberg',
    availability: 'Mon–Fri 10:00–20:00, Sat 12:00–18:00',
    languages: ['de', 'en'],
  },
  {
    handle: 'marco.companion',
    displayName: 'Marco',
    category: 'escort',
    headline: 'Easy-going companion for dinners and evenings',
    about:
      'Well-travelled, good company, discreet. Dinners, events and evenings in. Tell me a little about yourself when you write.',
    rates: 'Evening from €300 · Ask about overnight',
    incall: true,
    outcall: true,
    city: 'Berlin',
    neighbourhood: 'Kreuzberg',
    availability: 'Evenings, weekends on request',
    languages: ['de', 'en', 'it'],
  },
  {
    handle: 'soho.hands',
    displayName: 'Soho Hands',
    category: 'massage',
    headline: 'Swedish and hot-stone massage near Soho',
    about: 'Ten years of practice. Swedish, hot stone and aromatherapy. Towels and oils provided.',
    rates: '60 min £65 · 90 min £90',
    incall: true,
    outcall: true,
    city: 'London',
    neighbourhood: 'Soho',
    availability: 'Daily 11:00–21:00',
    languages: ['en', 'es'],
  },
  {
    handle: 'james.afterdark',
    displayName: 'James',
    category: 'escort',
    headline: 'Gentleman companion, Vauxhall and central London',
    about:
      'Tall, fit, sociable. Happy to meet for a drink first. Respect and discretion both ways.',
    rates: '2 hours £250 · Dinner date £400',
    incall: false,
    outcall: true,
    city: 'London',
    neighbourhood: 'Vauxhall',
    availability: 'Thu–Sun evenings',
    languages: ['en', 'fr'],
  },
  {
    handle: 'chelsea.rubdown',
    displayName: 'Chelsea Rubdown',
    category: 'massage',
    headline: 'Licensed massage therapist, Chelsea studio',
    about: 'NY licensed. Deep tissue, trigger point and relaxation. Table massage only.',
    rates: '60 min $120 · 90 min $170',
    incall: true,
    outcall: false,
    city: 'New York',
    neighbourhood: 'Chelsea',
    availability: 'Tue–Sat 09:00–19:00',
    languages: ['en', 'pt'],
  },
  {
    handle: 'theo.nyc.nights',
    displayName: 'Theo',
    category: 'escort',
    headline: 'Warm, fun company in Manhattan',
    about: 'Actor by day. Great for events, dinners and city nights. I reply within a few hours.',
    rates: 'From $350 · Ask for longer bookings',
    incall: true,
    outcall: true,
    city: 'New York',
    neighbourhood: "Hell's Kitchen",
    availability: 'Evenings and weekends',
    languages: ['en'],
  },
  {
    handle: 'castro.calm',
    displayName: 'Castro Calm',
    category: 'massage',
    headline: 'Relaxation massage and stretching in the Castro',
    about: 'Slow, grounding massage for stress and sore backs. Quiet room, soft music.',
    rates: '60 min $100 · 90 min $140',
    incall: true,
    outcall: false,
    city: 'San Francisco',
    neighbourhood: 'Castro',
    availability: 'Wed–Sun 12:00–20:00',
    languages: ['en', 'es'],
  },
  {
    handle: 'mission.coach',
    displayName: 'Mission Fitness Coach',
    category: 'other',
    headline: 'Personal training, 1:1, parks or your gym',
    about: 'Certified personal trainer. Strength, mobility and a plan you can keep.',
    rates: 'Session $80 · 10 sessions $700',
    incall: false,
    outcall: true,
    city: 'San Francisco',
    neighbourhood: 'Mission',
    availability: 'Mornings 06:00–11:00',
    languages: ['en'],
  },
  {
    handle: 'bondi.kneads',
    displayName: 'Bondi Kneads',
    category: 'massage',
    headline: 'Remedial massage near the beach',
    about: 'Remedial and relaxation massage. Health-fund receipts on request.',
    rates: '60 min A$110 · 90 min A$150',
    incall: true,
    outcall: true,
    city: 'Sydney',
    neighbourhood: 'Darlinghurst',
    availability: 'Mon–Sat 10:00–19:00',
    languages: ['en'],
  },
  {
    handle: 'leo.surryhills',
    displayName: 'Leo',
    category: 'escort',
    headline: 'Laid-back companion, Surry Hills',
    about: 'Friendly, fit and relaxed. Coffee first is fine. Safe and respectful always.',
    rates: '1 hour A$300 · 2 hours A$500',
    incall: true,
    outcall: false,
    city: 'Sydney',
    neighbourhood: 'Surry Hills',
    availability: 'Afternoons and evenings',
    languages: ['en', 'th'],
  },
];

const COLOURS = ['#ff2d87', '#9b87f5', '#2dd4bf', '#f59e0b', '#38bdf8'];

/** A plain cover for a demo listing: a gradient with the listing's initials (no real person). */
export async function demoPhoto(name: string, index: number): Promise<Buffer> {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  const a = COLOURS[index % COLOURS.length]!;
  const b = COLOURS[(index + 2) % COLOURS.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="600" height="800" fill="url(#g)"/>
    <text x="300" y="460" font-family="sans-serif" font-size="220" font-weight="700"
      fill="#ffffff" fill-opacity="0.85" text-anchor="middle">${initials}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
