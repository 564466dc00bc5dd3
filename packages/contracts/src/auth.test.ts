import { describe, expect, it } from 'vitest';
import { SignInBodySchema, SignUpBodySchema } from './auth.ts';

describe('auth contracts', () => {
  it('trims and lowercases e-mails on sign-up and sign-in', () => {
    const up = SignUpBodySchema.parse({
      email: '  Marco@Example.COM ',
      password: 'plum-tree-house',
    });
    expect(up.email).toBe('marco@example.com');
    const input = SignInBodySchema.parse({ email: ' MARCO@example.com', password: 'x' });
    expect(input.email).toBe('marco@example.com');
  });

  it('lowercases usernames and refuses spaces or a leading dot', () => {
    expect(
      SignUpBodySchema.parse({ email: 'a@b.co', password: '12345678', username: 'Velvet_Fox' })
        .username,
    ).toBe('velvet_fox');
    expect(
      SignUpBodySchema.safeParse({ email: 'a@b.co', password: '12345678', username: 'two words' })
        .success,
    ).toBe(false);
    expect(
      SignUpBodySchema.safeParse({ email: 'a@b.co', password: '12345678', username: '.dot' })
        .success,
    ).toBe(false);
    expect(
      SignUpBodySchema.safeParse({ email: 'a@b.co', password: '12345678', username: 'ab' }).success,
    ).toBe(false);
  });

  it('refuses unknown fields such as role', () => {
    const res = SignUpBodySchema.safeParse({
      email: 'a@b.co',
      password: '12345678',
      role: 'admin',
    });
    expect(res.success).toBe(false);
  });

  it('enforces 8..128 password characters', () => {
    expect(SignUpBodySchema.safeParse({ email: 'a@b.co', password: '1234567' }).success).toBe(
      false,
    );
    expect(SignUpBodySchema.safeParse({ email: 'a@b.co', password: 'p'.repeat(129) }).success).toBe(
      false,
    );
    expect(SignUpBodySchema.safeParse({ email: 'a@b.co', password: 'p'.repeat(128) }).success).toBe(
      true,
    );
  });
});
