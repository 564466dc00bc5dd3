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
