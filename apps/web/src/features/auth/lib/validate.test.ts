import { describe, expect, it } from 'vitest';
import { SignInBodySchema, SignUpBodySchema } from '@blaze/contracts/auth';
import { validateWith } from './validate';

describe('validateWith the auth contract schemas', () => {
  it('trims and lowercases the e-mail on sign-in', () => {
    const result = validateWith(SignInBodySchema, { email: '  Jake@Example.COM ', password: 'x' });
    expect(result).toEqual({ ok: true, data: { email: 'jake@example.com', password: 'x' } });
  });

  it('gives one message per broken sign-up field', () => {
    const result = validateWith(SignUpBodySchema, {
      email: 'not-an-email',
      password: 'short',
      username: '_bad name',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.email).toBe('Enter a valid e-mail address');
    expect(result.errors.password).toBe('Password must be at least 8 characters');
    expect(result.errors.username).toMatch(/letters, numbers, dots and underscores/);
  });

  it('accepts a sign-up without a username', () => {
    const result = validateWith(SignUpBodySchema, {
      email: 'a@b.co',
      password: 'long enough pass',
      username: undefined,
    });
    expect(result.ok).toBe(true);
  });

  it('asks for a password on sign-in', () => {
    const result = validateWith(SignInBodySchema, { email: 'a@b.co', password: '' });
    expect(result).toEqual({ ok: false, errors: { password: 'Enter your password' } });
  });
});
