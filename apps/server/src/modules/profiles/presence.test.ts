import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { profiles } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { profilesRepository } from './profiles.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('presence written in batches', () => {
  it('sets each member as asked and says whether he was online before', async () => {
    const [a, b, c] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const ids = [a!.body.user.id, b!.body.user.id, c!.body.user.id];
    await t.db
      .update(profiles)
      .set({ isOnline: false })
      .where(inArray(profiles.id, [ids[2]!]));
    const repo = profilesRepository(t.db, () => sql`true`);
    const at = new Date(Date.now() + 60_000);

    const was = await repo.setPresence(
      [
        { id: ids[0]!, online: false },
        { id: 'no-such-member', online: true },
        { id: ids[2]!, online: true },
        { id: ids[1]!, online: true },
      ],
      at,
    );

    expect(was).toEqual([true, null, false, true]);
    const rows = await t.db.select().from(profiles).where(inArray(profiles.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(ids.map((id) => byId.get(id)!.isOnline)).toEqual([false, true, true]);
    for (const id of ids) expect(byId.get(id)!.lastActive?.getTime()).toBe(at.getTime());
  });
});
