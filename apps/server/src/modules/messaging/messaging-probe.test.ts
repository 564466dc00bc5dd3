import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blocks,
  memberRestrictions,
  profiles,
  serviceBlocks,
  serviceConversations,
} from '../../db/schema.ts';
import { createTestApp, newMember, openChat, type TestApp } from '../../test/test-app.ts';
import { blockedEitherWay, blockedPairProbe } from '../blocks/blocks.service.ts';
import { pairBlocked, pairBlockedProbe } from './messaging.repository.ts';

/*
 * Decision 041: the send statement asks the block rule as probes (`blockedPairProbe`,
 * `pairBlockedProbe`), the lists as `exists` (`blockedEitherWay`, `pairBlocked`). Both forms must give
 * the same answer in every situation the rule knows: here they are asked side by side.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function both(exists: SQL, probe: SQL): Promise<[boolean, boolean]> {
  const result = (await t.db.execute(sql`select ${exists} as e, ${probe} as p`)) as unknown as {
    rows: Array<{ e: boolean; p: boolean }>;
  };
  const row = result.rows[0]!;
  return [row.e, row.p];
}

const restrict = (userId: string, endsAt: Date | null) =>
  t.db
    .insert(memberRestrictions)
    .values({ userId, kind: endsAt ? 'suspended' : 'banned', endsAt, reason: 'test', actionId: 1 })
    .onConflictDoUpdate({ target: memberRestrictions.userId, set: { endsAt } });
const unrestrict = (userId: string) =>
  t.db.delete(memberRestrictions).where(eq(memberRestrictions.userId, userId));
const HOUR = 3_600_000;

describe('the block rule as probes gives the answers of the rule as exists', () => {
  it('between two members, in every situation', async () => {
    const [a, b] = [await newMember(t.app), await newMember(t.app)];
    const ask = async (x: string, y: string) =>
      both(blockedEitherWay(x, y), blockedPairProbe(x, y));
    const situations: Array<[string, () => Promise<unknown>, boolean]> = [
      ['nothing between them', async () => undefined, false],
      [
        'he blocked him',
        () => t.db.insert(blocks).values({ blockerId: a.id, blockedId: b.id }),
        true,
      ],
      ['both ways', () => t.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id }), true],
      ['the other way only', () => t.db.delete(blocks).where(eq(blocks.blockerId, a.id)), true],
      ['unblocked', () => t.db.delete(blocks).where(eq(blocks.blockerId, b.id)), false],
      ['one banned', () => restrict(a.id, null), true],
      ['suspended until later', () => restrict(a.id, new Date(Date.now() + HOUR)), true],
      ['a suspension that ended', () => restrict(a.id, new Date(Date.now() - HOUR)), false],
      ['the other suspended', () => restrict(b.id, new Date(Date.now() + HOUR)), true],
      ['no restriction', async () => Promise.all([unrestrict(a.id), unrestrict(b.id)]), false],
      [
        'the other a demo member, he in production',
        () => t.db.update(profiles).set({ isDemo: true }).where(eq(profiles.id, b.id)),
        true,
      ],
      [
        'he in demo mode',
        () => t.db.update(profiles).set({ dataMode: 'demo' }).where(eq(profiles.id, a.id)),
        false,
      ],
      [
        'both demo members',
        () =>
          t.db
            .update(profiles)
            .set({ isDemo: true, dataMode: 'production' })
            .where(eq(profiles.id, a.id)),
        false,
      ],
      [
        'he a demo member, the other in production',
        () => t.db.update(profiles).set({ isDemo: false }).where(eq(profiles.id, b.id)),
        true,
      ],
    ];
    for (const [situation, arrange, blocked] of situations) {
      await arrange();
      expect(await ask(a.id, b.id), situation).toEqual([blocked, blocked]);
      expect(await ask(b.id, a.id), `${situation}, asked the other way`).toEqual([
        blocked,
        blocked,
      ]);
    }
    for (const [x, y] of [
      [a.id, randomUUID()],
      [randomUUID(), a.id],
    ]) {
      const [exists, probe] = await ask(x!, y!);
      expect(probe, 'with a member who does not exist').toBe(exists);
    }
  });

  it('in a 1:1 and in a service chat, where personal blocks do not reach', async () => {
    const [a, b] = [await newMember(t.app), await newMember(t.app)];
    const chat = await openChat(t.app, a, b, { accept: true });
    const [c, d] = [await newMember(t.app), await newMember(t.app)];
    const service = await openChat(t.app, c, d, { accept: true });
    await t.db.insert(serviceConversations).values({
      conversationId: service,
      providerId: 'provider-1',
      providerUserId: d.id,
      clientId: c.id,
    });
    const ask = async (conversationId: string, memberId: string) =>
      both(
        pairBlocked(sql`${conversationId}`, sql`${memberId}`),
        pairBlockedProbe(sql`${conversationId}`, sql`${memberId}`),
      );
    const situations: Array<[string, () => Promise<unknown>, boolean, boolean]> = [
      ['nothing', async () => undefined, false, false],
      [
        'personal blocks both',
        () =>
          t.db.insert(blocks).values([
            { blockerId: a.id, blockedId: b.id },
            { blockerId: c.id, blockedId: d.id },
          ]),
        true,
        false,
      ],
      [
        'a service block',
        () => t.db.insert(serviceBlocks).values({ providerId: 'provider-1', clientId: c.id }),
        true,
        true,
      ],
      [
        'no blocks, one suspended in each',
        async () => {
          await t.db.delete(blocks);
          await t.db.delete(serviceBlocks);
          await restrict(b.id, new Date(Date.now() + HOUR));
          await restrict(d.id, new Date(Date.now() + HOUR));
        },
        true,
        true,
      ],
      [
        'no restriction',
        async () => Promise.all([unrestrict(b.id), unrestrict(d.id)]),
        false,
        false,
      ],
    ];
    for (const [situation, arrange, pair, serviceChat] of situations) {
      await arrange();
      for (const m of [a, b])
        expect(await ask(chat, m.id), `${situation}: the 1:1`).toEqual([pair, pair]);
      for (const m of [c, d])
        expect(await ask(service, m.id), `${situation}: the service chat`).toEqual([
          serviceChat,
          serviceChat,
        ]);
    }
  });
});
