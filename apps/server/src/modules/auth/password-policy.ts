import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_RULES } from '@blaze/contracts';

let common: Set<string> | null = null;

/** ~30k passwords seen most in breaches (zxcvbn-ts common list), compared case-insensitively. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/**
 * OWASP ASVS 5 (V6.2): 8..128 characters, no composition rules, common and context-specific passwords
 * refused. Returns the reason in a member's words, or null when the password is acceptable.
 */
export function passwordProblem(password: string, context: string[] = []): string | null {
  if (password.length < PASSWORD_RULES.minLength)
    return `Password must be at least ${PASSWORD_RULES.minLength} characters.`;
  if (password.length > PASSWORD_RULES.maxLength)
    return `Password must be at most ${PASSWORD_RULES.maxLength} characters.`;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower) || /^(.)\1+$/.test(password))
    return 'This password is too common. Choose one that is harder to guess.';
  if (context.some((c) => c.length >= 3 && lower === c.toLowerCase()))
    return "Your password can't be your e-mail or username.";
  return null;
}
