import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirectPath('/app/hookup?filter=online&view=grid#top')).toBe(
      '/app/hookup?filter=online&view=grid#top',
    );
  });

  it.each([
    null,
    '',
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '/\tevil',
    '/auth?redirect=/dashboard',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});
