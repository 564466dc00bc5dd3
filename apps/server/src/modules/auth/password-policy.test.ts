import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe('passwordProblem (ASVS 5)', () => {
  it('accepts 8..128 characters with no composition rules', () => {
    expect(passwordProblem('plumtreehouse')).toBeNull();
    expect(passwordProblem('a'.repeat(3) + 'bcdefgh')).toBeNull();
    expect(passwordProblem('x'.repeat(127) + 'y')).toBeNull();
  });

  it('refuses lengths outside 8..128', () => {
    expect(passwordProblem('short12')).toMatch(/at least 8/);
    expect(passwordProblem('y'.repeat(129))).toMatch(/at most 128/);
  });

  it('refuses common passwords, whatever their case', () => {
    for (const p of ['password', 'PASSWORD1', 'qwertyuiop', '12345678', 'iloveyou']) {
      expect(passwordProblem(p), p).toMatch(/too common/);
    }
  });

  it('refuses the e-mail or username as the password', () => {
    expect(passwordProblem('marco.berlin', ['marco.berlin@example.com', 'marco.berlin'])).toMatch(
      /can't be your/,
    );
  });
});
