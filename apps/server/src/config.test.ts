import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database, seeding and port 3000', () => {
    const c = loadConfig({});
    expect(c.database.kind).toBe('pglite');
    expect(c.port).toBe(3000);
    expect(c.seedDemo).toBe(true);
    expect(c.secureCookies).toBe(false);
  });

  it('uses PostgreSQL and Redis when their URLs are set, and does not seed them', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://127.0.0.1/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://127.0.0.1/test' });
    expect(c.redis?.url).toBe('redis://127.0.0.1:6379');
    expect(c.seedDemo).toBe(false);
  });

  it('turns seeding off with SEED_DEMO=false', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('fails loudly on a bad value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('requires a real AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'k'.repeat(40) }).serveWeb).toBe(true);
  });

  it('marks cookies Secure behind an https public URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://blaze.example' }).secureCookies).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  it('never trusts every hop: true means the one load balancer in front', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('Stripe', () => {
  it('is off without keys (the built-in test provider), on with both, refused with one', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' })
        .stripe,
    ).toEqual({ secretKey: 'sk_test_abc123', webhookSecret: 'whsec_abc123', apiUrl: null });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }),
    ).toThrow(/STRIPE_SECRET_KEY/);
  });
});
