import { randomUUID } from 'node:crypto';
import type { Feature } from '@blaze/contracts';
import { systemClock, type Clock } from '../lib/clock.ts';
import { entitlementsService } from '../modules/entitlements/entitlements.service.ts';
import type { TestApp } from './test-app.ts';

const DAY_MS = 86_400_000;

/**
 * Grants a member uses of a feature as an admin would, through the entitlements service on the test's
 * database (for tests of the add-ons that do not go through checkout). Starts now on `clock`, ends after
 * `days` (unlimited quantity: null).
 */
export async function grantFor(
  t: TestApp,
  userId: string,
  feature: Feature,
  {
    quantity = 1,
    days = 365,
    clock = systemClock,
  }: { quantity?: number | null; days?: number; clock?: Clock } = {},
): Promise<string> {
  const startsAt = clock.now();
  return entitlementsService(t.db, clock).grant({
    userId,
    feature,
    quantity,
    startsAt,
    endsAt: new Date(startsAt.getTime() + days * DAY_MS),
    source: 'admin',
    sourceId: `test:${randomUUID()}`,
  });
}
