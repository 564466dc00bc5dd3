import type { ReactNode } from 'react';
import { UserRoundPlus } from 'lucide-react';

export interface UpcomingPage {
  title: string;
  icon: ReactNode;
  description: string;
  highlights: readonly string[];
  badge?: string;
}

/** The pages whose features are built in later issues: what each will do, in the product's words. */
export const UPCOMING_PAGES = {
  profileSetup: {
    title: 'Set up your profile',
    icon: <UserRoundPlus aria-hidden />,
    description: 'Add your photos, age, position and what you are into so the right guys find you.',
    highlights: [
      'Pick a main photo and up to six public ones',
      'Tell guys your stats, tribe and position',
      'Choose who can see your location',
    ],
  },
} satisfies Record<string, UpcomingPage>;

export type UpcomingPageId = keyof typeof UPCOMING_PAGES;
