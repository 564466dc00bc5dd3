import type { OpeningHours, VenueCategory } from '@blaze/contracts';

/**
 * The demo city's venues (fictional): the demo calendar's venues at the calendar's own points (events
 * find them by name), a bar a short walk from each demo city's centre (where a member who picks the city
 * is placed, so a check-in works in the demo), and a few more of every kind.
 */
export type DemoVenue = {
  slug: string;
  name: string;
  category: VenueCategory;
  city: string;
  country: string;
  address: string;
  lat: number;
  lng: number;
  timeZone: string;
  hours: OpeningHours[];
  description: string;
  tags: string[];
  links?: Array<{ label: string; url: string }>;
};

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
/** The same hours on these weekdays (Sunday 0). */
const on = (days: number[], opens: string, closes: string): OpeningHours[] =>
  days.map((day) => ({ day, opens, closes }));

const BERLIN = { city: 'Berlin', country: 'Germany', timeZone: 'Europe/Berlin' };
const LONDON = { city: 'London', country: 'United Kingdom', timeZone: 'Europe/London' };
const NEW_YORK = { city: 'New York', country: 'United States', timeZone: 'America/New_York' };
const SAN_FRANCISCO = {
  city: 'San Francisco',
  country: 'United States',
  timeZone: 'America/Los_Angeles',
};
const SYDNEY = { city: 'Sydney', country: 'Australia', timeZone: 'Australia/Sydney' };

/**
 * The bars near each demo city's centre: where a member who picked the city can check in. Demo members
 * never check in here, so what a newcomer (and an end-to-end test) sees there is only real members.
 */
export const CENTRE_BARS: ReadonlySet<string> = new Set([
  'berlin-spree-corner',
  'london-charing-cross-tap',
  'new-york-city-hall-lounge',
  'san-francisco-market-street-tavern',
  'sydney-town-hall-bar',
]);

export const DEMO_VENUES: DemoVenue[] = [
  // ---- Berlin ----
  {
    slug: 'berlin-spree-corner',
    name: 'Spree Corner',
    category: 'bar',
    ...BERLIN,
    address: 'Rathausstraße 9, 10178 Berlin',
    lat: 52.5209,
    lng: 13.4066,
    hours: on(EVERY_DAY, '16:00', '03:00'),
    description: 'Neighbourhood bar by the TV tower. Cheap Pils, friendly crowd, disco on Fridays.',
    tags: ['cocktails', 'mixed', 'disco'],
    links: [{ label: 'Website', url: 'https://example.com/spree-corner' }],
  },
  {
    slug: 'berlin-halle-am-kanal',
    name: 'Halle am Kanal',
    category: 'club',
    ...BERLIN,
    address: 'Am Kanal 3, 10999 Berlin',
    lat: 52.4937,
    lng: 13.4242,
    hours: on([5, 6], '23:00', '10:00'),
    description: 'Two floors of techno in an old canal-side hall. Darkroom, long nights.',
    tags: ['techno', 'darkroom', 'late'],
  },
  {
    slug: 'berlin-motzstrasse-12',
    name: 'Motzstraße 12',
    category: 'bar',
    ...BERLIN,
    address: 'Motzstraße 12, 10777 Berlin',
    lat: 52.4996,
    lng: 13.3512,
    hours: on([3, 4, 5, 6], '20:00', '04:00'),
    description: 'Schöneberg classic for bears, cubs and their admirers. Disco and house.',
    tags: ['bears', 'disco', 'schöneberg'],
  },
  {
    slug: 'berlin-rooftop-mitte',
    name: 'Rooftop Mitte',
    category: 'event_space',
    ...BERLIN,
    address: 'Torstraße 150, 10119 Berlin',
    lat: 52.5306,
    lng: 13.4114,
    hours: on([0, 6], '14:00', '23:00'),
    description: 'A roof with a view for day parties and summer sessions.',
    tags: ['rooftop', 'day party'],
  },
  {
    slug: 'berlin-steam-works',
    name: 'Steam Works Berlin',
    category: 'sauna',
    ...BERLIN,
    address: 'Kurfürstenstraße 40, 10785 Berlin',
    lat: 52.5024,
    lng: 13.3602,
    hours: on(EVERY_DAY, '12:00', '02:00'),
    description: 'Finnish sauna, steam room and a quiet bar. Towels included.',
    tags: ['sauna', 'steam', 'relax'],
  },
  {
    slug: 'berlin-kaffee-kiez',
    name: 'Kaffee Kiez',
    category: 'cafe',
    ...BERLIN,
    address: 'Maaßenstraße 5, 10777 Berlin',
    lat: 52.4988,
    lng: 13.3497,
    hours: on(EVERY_DAY, '08:00', '19:00'),
    description: 'Flat whites, cake and the best people-watching in Schöneberg.',
    tags: ['coffee', 'brunch'],
  },
  // ---- London ----
  {
    slug: 'london-charing-cross-tap',
    name: 'The Charing Tap',
    category: 'bar',
    ...LONDON,
    address: '12 Craven Street, London WC2N 5PE',
    lat: 51.5083,
    lng: -0.1266,
    hours: [
      ...on([1, 2, 3, 4], '12:00', '23:30'),
      ...on([5, 6], '12:00', '02:00'),
      ...on([0], '12:00', '22:30'),
    ],
    description: 'Proper pub a minute from Trafalgar Square. Quiz on Tuesdays, drag on Sundays.',
    tags: ['pub', 'drag', 'quiz'],
  },
  {
    slug: 'london-soho-basement',
    name: 'Soho Basement',
    category: 'club',
    ...LONDON,
    address: '21 Old Compton Street, London W1D 5JJ',
    lat: 51.5136,
    lng: -0.1318,
    hours: on([4, 5, 6], '22:00', '04:00'),
    description: 'Sweaty basement club in the heart of Soho. Underwear nights monthly.',
    tags: ['soho', 'underwear', 'pop'],
  },
  {
    slug: 'london-vauxhall-arches',
    name: 'Vauxhall Arches',
    category: 'club',
    ...LONDON,
    address: 'Arch 7, South Lambeth Place, London SW8 1SP',
    lat: 51.4854,
    lng: -0.1239,
    hours: on([5, 6], '23:00', '06:00'),
    description: 'Circuit nights under the railway arches.',
    tags: ['circuit', 'muscle', 'late'],
  },
  {
    slug: 'london-old-compton-cabaret',
    name: 'Old Compton Cabaret',
    category: 'bar',
    ...LONDON,
    address: '41 Old Compton Street, London W1D 6HF',
    lat: 51.5129,
    lng: -0.1312,
    hours: [...on([0], '12:00', '22:30'), ...on([3, 4, 5, 6], '16:00', '01:00')],
    description: 'Drag brunches at the weekend, cabaret and karaoke in the week.',
    tags: ['drag', 'cabaret', 'karaoke'],
  },
  {
    slug: 'london-iron-gym',
    name: 'Iron Lane Gym',
    category: 'gym',
    ...LONDON,
    address: '4 Iron Lane, London SE11 5HP',
    lat: 51.4881,
    lng: -0.1131,
    hours: on(EVERY_DAY, '06:00', '22:00'),
    description: 'Friendly free-weights gym with a rainbow flag on the door.',
    tags: ['gym', 'fitness'],
  },
  {
    slug: 'london-leather-lane',
    name: 'Leather Lane Store',
    category: 'shop',
    ...LONDON,
    address: '88 Leather Lane, London EC1N 7TT',
    lat: 51.5205,
    lng: -0.1093,
    hours: on([1, 2, 3, 4, 5, 6], '11:00', '19:00'),
    description: 'Leather, rubber and gear, made to measure.',
    tags: ['leather', 'gear', 'rubber'],
  },
  // ---- New York ----
  {
    slug: 'new-york-city-hall-lounge',
    name: 'City Hall Lounge',
    category: 'bar',
    ...NEW_YORK,
    address: '250 Broadway, New York, NY 10007',
    lat: 40.7138,
    lng: -74.0049,
    hours: on(EVERY_DAY, '17:00', '02:00'),
    description: 'After-work cocktails downtown, piano on Thursdays.',
    tags: ['cocktails', 'piano'],
  },
  {
    slug: 'new-york-west-village-loft',
    name: 'West Village Loft',
    category: 'event_space',
    ...NEW_YORK,
    address: '60 Horatio Street, New York, NY 10014',
    lat: 40.7359,
    lng: -74.0036,
    hours: on([4, 5, 6], '21:00', '03:00'),
    description: 'A loft that hosts house parties with cheap drinks and good house music.',
    tags: ['house', 'loft'],
  },
  {
    slug: 'new-york-chelsea-terrace',
    name: 'Chelsea Terrace',
    category: 'restaurant',
    ...NEW_YORK,
    address: '200 W 23rd Street, New York, NY 10011',
    lat: 40.7448,
    lng: -73.9867,
    hours: on(EVERY_DAY, '10:00', '23:00'),
    description: 'Brunch on the terrace, mimosas by the jug. Running club meets here.',
    tags: ['brunch', 'terrace'],
  },
  {
    slug: 'new-york-hells-kitchen-hotel',
    name: 'Hell’s Kitchen Hotel',
    category: 'hotel',
    ...NEW_YORK,
    address: '410 W 46th Street, New York, NY 10036',
    lat: 40.7614,
    lng: -73.9911,
    hours: on(EVERY_DAY, '00:00', '00:00'),
    description: 'Boutique hotel with a rooftop bar, a short walk from the bars of Hell’s Kitchen.',
    tags: ['hotel', 'rooftop'],
  },
  {
    slug: 'new-york-pier-45',
    name: 'Pier 45 Lawn',
    category: 'outdoor',
    ...NEW_YORK,
    address: 'Pier 45, Hudson River Park, New York, NY 10014',
    lat: 40.7331,
    lng: -74.0117,
    hours: on(EVERY_DAY, '06:00', '01:00'),
    description: 'Sunbathing and sunsets on the Hudson.',
    tags: ['outdoor', 'sunset'],
  },
  // ---- San Francisco ----
  {
    slug: 'san-francisco-market-street-tavern',
    name: 'Market Street Tavern',
    category: 'bar',
    ...SAN_FRANCISCO,
    address: '1 Fox Plaza, San Francisco, CA 94102',
    lat: 37.7758,
    lng: -122.4181,
    hours: on(EVERY_DAY, '15:00', '02:00'),
    description: 'Dive bar with a pool table, a jukebox and a happy hour that lasts.',
    tags: ['dive', 'pool', 'happy hour'],
  },
  {
    slug: 'san-francisco-castro-hall',
    name: 'Castro Hall',
    category: 'club',
    ...SAN_FRANCISCO,
    address: '4000 18th Street, San Francisco, CA 94114',
    lat: 37.7609,
    lng: -122.435,
    hours: on([4, 5, 6], '21:00', '02:00'),
    description: 'Pop, drag and a packed floor in the Castro.',
    tags: ['drag', 'pop', 'castro'],
  },
  {
    slug: 'san-francisco-soma-warehouse',
    name: 'SoMa Warehouse',
    category: 'club',
    ...SAN_FRANCISCO,
    address: '399 9th Street, San Francisco, CA 94103',
    lat: 37.7749,
    lng: -122.4124,
    hours: on([5, 6], '22:00', '04:00'),
    description: 'Leather and gear nights in a SoMa warehouse. Dress code enforced.',
    tags: ['leather', 'gear', 'soma'],
  },
  {
    slug: 'san-francisco-dolores-cafe',
    name: 'Dolores Café',
    category: 'cafe',
    ...SAN_FRANCISCO,
    address: '3600 20th Street, San Francisco, CA 94110',
    lat: 37.7587,
    lng: -122.4258,
    hours: on(EVERY_DAY, '07:00', '18:00'),
    description: 'Coffee and pastries by Dolores Park.',
    tags: ['coffee', 'park'],
  },
  // ---- Sydney ----
  {
    slug: 'sydney-town-hall-bar',
    name: 'Town Hall Bar',
    category: 'bar',
    ...SYDNEY,
    address: '480 George Street, Sydney NSW 2000',
    lat: -33.868,
    lng: 151.2103,
    hours: on(EVERY_DAY, '15:00', '01:00'),
    description: 'Cocktails in the CBD, a crowd that stays for one more.',
    tags: ['cocktails', 'cbd'],
  },
  {
    slug: 'sydney-oxford-street-club',
    name: 'Oxford Street Club',
    category: 'club',
    ...SYDNEY,
    address: '85 Oxford Street, Darlinghurst NSW 2010',
    lat: -33.8797,
    lng: 151.2155,
    hours: on([4, 5, 6], '21:00', '05:00'),
    description: 'Everyone welcome, everyone dances.',
    tags: ['pop', 'oxford street', 'drag'],
  },
  {
    slug: 'sydney-bondi-beach-bar',
    name: 'Bondi Beach Bar',
    category: 'bar',
    ...SYDNEY,
    address: '1 Campbell Parade, Bondi Beach NSW 2026',
    lat: -33.8915,
    lng: 151.2767,
    hours: on(EVERY_DAY, '11:00', '23:00'),
    description: 'Sunset drinks after the beach.',
    tags: ['beach', 'sunset'],
  },
  {
    slug: 'sydney-darlo-sauna',
    name: 'Darlo Sauna',
    category: 'sauna',
    ...SYDNEY,
    address: '12 Flinders Street, Darlinghurst NSW 2010',
    lat: -33.8789,
    lng: 151.2168,
    hours: on(EVERY_DAY, '11:00', '05:00'),
    description: 'Steam, sauna and a spa pool, open late.',
    tags: ['sauna', 'spa'],
  },
];
