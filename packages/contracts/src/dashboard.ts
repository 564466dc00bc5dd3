import { z } from 'zod';
import { MemberCardSchema } from './profiles.ts';

/** Counts behind the home stat bar. Nearby is null until the member has a location. */
export const DashboardSummarySchema = z.object({
  counts: z.object({
    nearby: z.number().int().nullable(),
    online: z.number().int(),
    favourites: z.number().int(),
    new: z.number().int(),
    parties: z.number().int(),
    hotties: z.number().int(),
  }),
  onlineNow: z.array(MemberCardSchema),
  newMembers: z.array(MemberCardSchema),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;

export const STAT_CATEGORIES = [
  'nearby',
  'online',
  'favourites',
  'new',
  'parties',
  'hotties',
] as const;
export type StatCategory = (typeof STAT_CATEGORIES)[number];
