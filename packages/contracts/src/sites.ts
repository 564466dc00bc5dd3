/** The six sister sites of the 'Switch site' sheet (spec section 2, bottom navigation). */
export const SISTER_SITES = [
  {
    id: 'main',
    label: 'Main site',
    description: 'Blaze social and dating',
    url: 'https://blaze.app',
  },
  {
    id: 'escorts',
    label: 'Escorts',
    description: 'Verified providers',
    url: 'https://escorts.blaze.app',
  },
  {
    id: 'travel',
    label: 'Travel',
    description: 'Plan trips and meet locals',
    url: 'https://travel.blaze.app',
  },
  {
    id: 'money',
    label: 'Money',
    description: 'Creator earnings and payouts',
    url: 'https://money.blaze.app',
  },
  {
    id: 'chat',
    label: 'Chat',
    description: 'Group rooms and live chat',
    url: 'https://chat.blaze.app',
  },
  {
    id: 'agency',
    label: 'Agency',
    description: 'Talent and bookings',
    url: 'https://agency.blaze.app',
  },
] as const;
export type SisterSite = (typeof SISTER_SITES)[number];
