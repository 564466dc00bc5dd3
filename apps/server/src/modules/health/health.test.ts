import { describe, expect, it } from 'vitest';
import { recentPing } from './health.routes.ts';

describe('the health probe', () => {
  it('pings the database at most once a second however many probes arrive, and sees it go down', async () => {
    let pings = 0;
    let up = true;
    let clock = 0;
    const ping = recentPing(
      async () => {
        pings += 1;
        return up;
      },
      1_000,
      () => clock,
    );
    const flood = await Promise.all(Array.from({ length: 200 }, () => ping()));
    expect(flood.every(Boolean)).toBe(true);
    expect(pings).toBe(1);

    up = false;
    clock = 999;
    expect(await ping()).toBe(true);
    clock = 1_000;
    expect(await ping()).toBe(false);
    expect(pings).toBe(2);
  });
});
