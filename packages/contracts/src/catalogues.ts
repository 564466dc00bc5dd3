/** Option sets of spec section 3, shared by the builder, the profile editor and the server's validation. */

export const TONES = ['romantic', 'funny', 'sexy', 'hookup', 'mysterious', 'direct'] as const;
export const BODY_TYPES = ['slim', 'average', 'athletic', 'muscular', 'bear', 'cub'] as const;
export const POSITIONS = [
  'top',
  'bottom',
  'vers-top',
  'vers-bottom',
  'vers',
  'side',
  'oral',
] as const;
export const LOOKING_FOR = [
  'hookup',
  'friends',
  'dating',
  'networking',
  'group',
  'travel',
] as const;
export const INTERESTS = [
  'fitness',
  'travel',
  'music',
  'nightlife',
  'outdoors',
  'culture',
  'sports',
  'gaming',
  'bears',
  'leather',
  'drag',
  'circuit',
] as const;
export const HIV_STATUSES = ['negative', 'positive', 'not-disclosed'] as const;
export const PREP_STATUSES = ['yes', 'no', 'not-disclosed'] as const;

export type Tone = (typeof TONES)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type Position = (typeof POSITIONS)[number];
export type LookingFor = (typeof LOOKING_FOR)[number];
export type Interest = (typeof INTERESTS)[number];
export type HivStatus = (typeof HIV_STATUSES)[number];
export type PrepStatus = (typeof PREP_STATUSES)[number];

export const KINK_CATEGORIES = [
  'Power Exchange',
  'Fetish',
  'Sexual Acts',
  'Roleplay',
  'Sensation',
  'Public & Risk',
  'Party & Play',
  'Other',
] as const;
export type KinkCategory = (typeof KINK_CATEGORIES)[number];

export type Kink = { id: string; label: string; category: KinkCategory };

const k = (category: KinkCategory, entries: Array<[string, string]>): Kink[] =>
  entries.map(([id, label]) => ({ id, label, category }));

/** The kink catalogue: 58 entries in the spec's 8 categories. */
export const KINKS: readonly Kink[] = [
  ...k('Power Exchange', [
    ['dom', 'Dom'],
    ['sub', 'Sub'],
    ['switch', 'Switch'],
    ['bondage', 'Bondage'],
    ['discipline', 'Discipline'],
    ['service', 'Service'],
    ['humiliation', 'Humiliation'],
    ['chastity', 'Chastity'],
  ]),
  ...k('Fetish', [
    ['leather', 'Leather'],
    ['rubber', 'Rubber'],
    ['gear', 'Gear'],
    ['sportswear', 'Sportswear'],
    ['jockstraps', 'Jockstraps'],
    ['underwear', 'Underwear'],
    ['feet', 'Feet'],
    ['uniforms', 'Uniforms'],
    ['boots', 'Boots'],
  ]),
  ...k('Sexual Acts', [
    ['oral', 'Oral'],
    ['rimming', 'Rimming'],
    ['fisting', 'Fisting'],
    ['edging', 'Edging'],
    ['toys', 'Toys'],
    ['breeding', 'Breeding'],
    ['jo', 'Jerking off'],
    ['kissing', 'Kissing'],
  ]),
  ...k('Roleplay', [
    ['daddy-boy', 'Daddy / boy'],
    ['coach-athlete', 'Coach / athlete'],
    ['pup-play', 'Pup play'],
    ['handler', 'Handler'],
    ['interrogation', 'Interrogation'],
    ['stranger', 'Stranger'],
    ['massage-play', 'Massage'],
  ]),
  ...k('Sensation', [
    ['spanking', 'Spanking'],
    ['nipple-play', 'Nipple play'],
    ['wax', 'Wax'],
    ['tickling', 'Tickling'],
    ['sensory-deprivation', 'Sensory deprivation'],
    ['impact-play', 'Impact play'],
    ['electro', 'Electro'],
  ]),
  ...k('Public & Risk', [
    ['exhibitionism', 'Exhibitionism'],
    ['voyeurism', 'Voyeurism'],
    ['cruising', 'Cruising'],
    ['sauna', 'Sauna'],
    ['outdoor', 'Outdoor'],
    ['filming', 'Filming'],
  ]),
  ...k('Party & Play', [
    ['group', 'Group'],
    ['threesome', 'Threesome'],
    ['poppers', 'Poppers'],
    ['chems', 'Chems'],
    ['cannabis', 'Cannabis'],
    ['alcohol', 'Drinks'],
  ]),
  ...k('Other', [
    ['dirty-talk', 'Dirty talk'],
    ['cuddling', 'Cuddling'],
    ['bears', 'Bears'],
    ['muscle-worship', 'Muscle worship'],
    ['sexting', 'Sexting'],
    ['video-chat', 'Video chat'],
    ['role-reversal', 'Role reversal'],
  ]),
];
export const KINK_IDS = KINKS.map((kink) => kink.id);

/** Built-in city list for the builder's autocomplete and for offline reverse geocoding. */
export type City = { name: string; country: string; lat: number; lng: number };
export const CITIES: readonly City[] = [
  { name: 'Amsterdam', country: 'Netherlands', lat: 52.3676, lng: 4.9041 },
  { name: 'Athens', country: 'Greece', lat: 37.9838, lng: 23.7275 },
  { name: 'Atlanta', country: 'United States', lat: 33.749, lng: -84.388 },
  { name: 'Auckland', country: 'New Zealand', lat: -36.8485, lng: 174.7633 },
  { name: 'Austin', country: 'United States', lat: 30.2672, lng: -97.7431 },
  { name: 'Bangkok', country: 'Thailand', lat: 13.7563, lng: 100.5018 },
  { name: 'Barcelona', country: 'Spain', lat: 41.3874, lng: 2.1686 },
  { name: 'Berlin', country: 'Germany', lat: 52.52, lng: 13.405 },
  { name: 'Bogotá', country: 'Colombia', lat: 4.711, lng: -74.0721 },
  { name: 'Boston', country: 'United States', lat: 42.3601, lng: -71.0589 },
  { name: 'Brighton', country: 'United Kingdom', lat: 50.8225, lng: -0.1372 },
  { name: 'Brisbane', country: 'Australia', lat: -27.4698, lng: 153.0251 },
  { name: 'Brussels', country: 'Belgium', lat: 50.8503, lng: 4.3517 },
  { name: 'Buenos Aires', country: 'Argentina', lat: -34.6037, lng: -58.3816 },
  { name: 'Cape Town', country: 'South Africa', lat: -33.9249, lng: 18.4241 },
  { name: 'Chicago', country: 'United States', lat: 41.8781, lng: -87.6298 },
  { name: 'Cologne', country: 'Germany', lat: 50.9375, lng: 6.9603 },
  { name: 'Copenhagen', country: 'Denmark', lat: 55.6761, lng: 12.5683 },
  { name: 'Dallas', country: 'United States', lat: 32.7767, lng: -96.797 },
  { name: 'Denver', country: 'United States', lat: 39.7392, lng: -104.9903 },
  { name: 'Dublin', country: 'Ireland', lat: 53.3498, lng: -6.2603 },
  { name: 'Edinburgh', country: 'United Kingdom', lat: 55.9533, lng: -3.1883 },
  { name: 'Fort Lauderdale', country: 'United States', lat: 26.1224, lng: -80.1373 },
  { name: 'Hamburg', country: 'Germany', lat: 53.5511, lng: 9.9937 },
  { name: 'Helsinki', country: 'Finland', lat: 60.1699, lng: 24.9384 },
  { name: 'Hong Kong', country: 'China', lat: 22.3193, lng: 114.1694 },
  { name: 'Houston', country: 'United States', lat: 29.7604, lng: -95.3698 },
  { name: 'Lisbon', country: 'Portugal', lat: 38.7223, lng: -9.1393 },
  { name: 'London', country: 'United Kingdom', lat: 51.5074, lng: -0.1278 },
  { name: 'Los Angeles', country: 'United States', lat: 34.0522, lng: -118.2437 },
  { name: 'Madrid', country: 'Spain', lat: 40.4168, lng: -3.7038 },
  { name: 'Manchester', country: 'United Kingdom', lat: 53.4808, lng: -2.2426 },
  { name: 'Melbourne', country: 'Australia', lat: -37.8136, lng: 144.9631 },
  { name: 'Mexico City', country: 'Mexico', lat: 19.4326, lng: -99.1332 },
  { name: 'Miami', country: 'United States', lat: 25.7617, lng: -80.1918 },
  { name: 'Milan', country: 'Italy', lat: 45.4642, lng: 9.19 },
  { name: 'Montreal', country: 'Canada', lat: 45.5017, lng: -73.5673 },
  { name: 'Munich', country: 'Germany', lat: 48.1351, lng: 11.582 },
  { name: 'New Orleans', country: 'United States', lat: 29.9511, lng: -90.0715 },
  { name: 'New York', country: 'United States', lat: 40.7128, lng: -74.006 },
  { name: 'Oslo', country: 'Norway', lat: 59.9139, lng: 10.7522 },
  { name: 'Palm Springs', country: 'United States', lat: 33.8303, lng: -116.5453 },
  { name: 'Paris', country: 'France', lat: 48.8566, lng: 2.3522 },
  { name: 'Prague', country: 'Czechia', lat: 50.0755, lng: 14.4378 },
  { name: 'Rio de Janeiro', country: 'Brazil', lat: -22.9068, lng: -43.1729 },
  { name: 'Rome', country: 'Italy', lat: 41.9028, lng: 12.4964 },
  { name: 'San Diego', country: 'United States', lat: 32.7157, lng: -117.1611 },
  { name: 'San Francisco', country: 'United States', lat: 37.7749, lng: -122.4194 },
  { name: 'São Paulo', country: 'Brazil', lat: -23.5505, lng: -46.6333 },
  { name: 'Seattle', country: 'United States', lat: 47.6062, lng: -122.3321 },
  { name: 'Stockholm', country: 'Sweden', lat: 59.3293, lng: 18.0686 },
  { name: 'Sydney', country: 'Australia', lat: -33.8688, lng: 151.2093 },
  { name: 'Tel Aviv', country: 'Israel', lat: 32.0853, lng: 34.7818 },
  { name: 'Tokyo', country: 'Japan', lat: 35.6762, lng: 139.6503 },
  { name: 'Toronto', country: 'Canada', lat: 43.6532, lng: -79.3832 },
  { name: 'Vancouver', country: 'Canada', lat: 49.2827, lng: -123.1207 },
  { name: 'Vienna', country: 'Austria', lat: 48.2082, lng: 16.3738 },
  { name: 'Washington', country: 'United States', lat: 38.9072, lng: -77.0369 },
  { name: 'Zurich', country: 'Switzerland', lat: 47.3769, lng: 8.5417 },
];

export const CITY_SUGGESTIONS = { minChars: 2, max: 5, closeAfterBlurMs: 150 } as const;

/** The bundled city with this name (any case, spaces trimmed), or undefined. */
export function cityByName(name: string): City | undefined {
  const q = name.trim().toLowerCase();
  return CITIES.find((c) => c.name.toLowerCase() === q);
}

/** Case-insensitive substring match, more than one character, at most five suggestions (spec section 5). */
export function suggestCities(query: string): City[] {
  const q = query.trim().toLowerCase();
  if (q.length < CITY_SUGGESTIONS.minChars) return [];
  return CITIES.filter((c) => c.name.toLowerCase().includes(q)).slice(0, CITY_SUGGESTIONS.max);
}
