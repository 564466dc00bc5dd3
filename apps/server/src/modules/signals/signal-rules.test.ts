import { describe, expect, it } from 'vitest';
import {
  asksForMoney,
  hasLink,
  pushesOffPlatform,
  squeezedText,
  textFingerprint,
} from './signal-rules.ts';

describe('asksForMoney', () => {
  it.each([
    'send me $50 on cashapp',
    'Can you send me 50 dollars?',
    'venmo me babe',
    'my cashapp is $hotguy',
    'c4$h app me',
    'add me on c a s h a p p',
    'buy me a $100 steam card and I come over',
    'I need 200 bucks for the rent',
    'send btc to this wallet',
    'Pay for my uber and I am yours',
    'PayPal.me/someone',
    'can you get me an itunes card',
    'western union is fine, send it tonight',
    'just need some usdt',
  ])('fires on %j', (text) => expect(asksForMoney(text)).toBe(true));

  it.each([
    'I paid for dinner',
    "I'll venmo you for the pizza",
    'seven months ago I moved here',
    'buy me a drink sometime?',
    'I bought my mom a gift card',
    'send me a pic',
    'I have $ and time lol',
    'money is not everything',
    'I work at a bank',
    'dinner was 50 dollars, worth it',
  ])('stays quiet on %j', (text) => expect(asksForMoney(text)).toBe(false));
});

describe('pushesOffPlatform', () => {
  it.each([
    'add me on whatsapp',
    'W.h.a.t.s.A.p.p?',
    'text me on signal instead',
    'my snap is hotguy99',
    'hit me up on telegram',
    't.me/hotguy',
    'call me +1 (555) 123-4567',
    'my number: 07700 900123',
    'write to me: guy@example.com',
    'kik?',
  ])('fires on %j', (text) => expect(pushesOffPlatform(text)).toBe(true));

  it.each([
    'mixed signals from you lol',
    'bad signal here, sorry',
    'oh snap, that is funny',
    "I'm 25, 180cm, 75kg",
    'see you at 10.30 on 2024-10-12',
    'my phone died earlier',
  ])('stays quiet on %j', (text) => expect(pushesOffPlatform(text)).toBe(false));
});

describe('hasLink', () => {
  it.each([
    'check https://example.test/x',
    'go to www.hotpics.example',
    'see my pics at hotpics.xyz',
    'bit.ly/abc',
    'visit mysite dot com',
  ])('fires on %j', (text) => expect(hasLink(text)).toBe(true));

  it.each(['hi, how r u?', 'I am at the cafe... lol', 'e.g. this one', 'mail me guy@example.com'])(
    'stays quiet on %j',
    (text) => expect(hasLink(text)).toBe(false),
  );
});

describe('textFingerprint', () => {
  it('is the same for the same words in another spelling, and keyed by the secret', () => {
    const a = textFingerprint('Hey handsome, check my other profile!!', 's1');
    expect(a).not.toBeNull();
    expect(textFingerprint('hey  HANDSOME check my other profile', 's1')).toBe(a);
    expect(textFingerprint('hey handsome, check my other profile', 's2')).not.toBe(a);
  });

  it('ignores short openers', () => {
    expect(textFingerprint('hey', 's')).toBeNull();
    expect(textFingerprint('hi there, how are you', 's')).not.toBeNull();
  });

  it('undoes spaced letters and digits for letters', () => {
    expect(squeezedText('c a s h a p p and V3NMO')).toBe('cashapp and venmo');
  });
});
