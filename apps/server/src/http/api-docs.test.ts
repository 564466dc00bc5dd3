import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/**
 * The API document must pass a standard linter (Redocly's recommended rules, the same as
 * `npx @redocly/cli lint`) so that client generators and API tools can work from it.
 */
describe('the OpenAPI document', () => {
  it('is clean under the recommended lint rules', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const problems = await lintFromString({
      source: res.body,
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const lines = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`,
    );
    expect(lines).toEqual([]);
  });
});

describe('operation security and ids', () => {
  it('asks for the session cookie where the route needs one, and for nothing on sign-in', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = (path: string, method: string) => doc.paths[path][method];
    expect(op('/api/conversations', 'get').security).toEqual([{ session: [] }]);
    expect(op('/api/me', 'get').security).toEqual([{ session: [] }]);
    expect(op('/api/auth/sign-in', 'post').security).toEqual([]);
    expect(op('/api/health', 'get').security).toEqual([{ session: [] }, {}]);
    expect(op('/api/conversations/{id}/messages', 'get').operationId).toBe(
      'getConversationsByIdMessages',
    );
  });
});
