/** The seeded sponsored cards (the dashboard sample content's ads, now served by the server). */
export const DEMO_PROMOTIONS = [
  {
    sponsor: 'Blaze Boost',
    title: 'Be seen first tonight',
    body: 'Boost puts your profile at the top of the grid for an hour.',
    ctaLabel: 'Try Boost',
    linkUrl: null,
  },
  {
    sponsor: 'PrEP Clinic',
    title: 'Free PrEP consultations this week',
    body: 'Walk-in sexual health checks, no appointment needed.',
    ctaLabel: 'Learn more',
    linkUrl:
      'https://www.who.int/teams/global-hiv-hepatitis-and-stis-programmes/hiv/prevention/pre-exposure-prophylaxis',
  },
  {
    sponsor: 'Pride Week',
    title: 'Pride Week passes are live',
    body: 'Parties, panels and the parade: one pass for all of it.',
    ctaLabel: 'Get Tickets',
    linkUrl: null,
  },
] as const;

/** Demo venues' offers (issue 16): shown to members near each venue, in the Places hub and Feed. */
export const DEMO_OFFERS = [
  {
    venue: 'Spree Corner',
    city: 'Berlin',
    title: 'Two-for-one spritz until 9 pm',
    body: 'Every weekday on the canal terrace.',
  },
  {
    venue: 'Steam Works Berlin',
    city: 'Berlin',
    title: 'Half-price entry before 4 pm',
    body: 'Show this card at the door, Monday to Thursday.',
  },
  {
    venue: 'The Charing Tap',
    city: 'London',
    title: 'Quiz night: first round on us',
    body: 'Tuesdays from 8 pm. Teams of up to six.',
  },
  {
    venue: 'City Hall Lounge',
    city: 'New York',
    title: 'Happy hour, 5 to 8',
    body: '$6 cocktails and free bar snacks.',
  },
  {
    venue: 'Market Street Tavern',
    city: 'San Francisco',
    title: 'Sunday tea dance, no cover before 5',
    body: 'DJs on the patio all afternoon.',
  },
  {
    venue: 'Town Hall Bar',
    city: 'Sydney',
    title: 'Locals night: $8 pints',
    body: 'Every Wednesday, all night.',
  },
] as const;
