import { createHmac } from 'node:crypto';
import { SIGNAL_LIMITS } from '@blaze/contracts';

/**
 * The text rules over a new message (decision 030): pure functions, run in memory on the server. The
 * words never leave this file's callers: a rule answers only yes or no.
 */

/** Lower case, accents and zero-width characters gone, whitespace collapsed: what a member meant. */
export function plainText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[\u200b-\u200f\u2060\ufeff\u00ad]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  $: 's',
  '@': 'a',
};

/**
 * The spellings scammers use to slip past word lists, undone: 'c4$happ' and 'v3nmo' (digits and
 * symbols between letters), 'c a s h a p p' and 'w.h.a.t.s.a.p.p' (single letters spaced out).
 */
export function squeezedText(text: string): string {
  return plainText(text)
    .replace(/(?<=[a-z])[013457$@]+(?=[a-z])/g, (run) => [...run].map((c) => LEET[c] ?? c).join(''))
    .replace(/\b[a-z](?:[ .\-_*]+[a-z]\b){2,}/g, (run) => run.replace(/[^a-z]/g, ''));
}

const PAYMENT_CHANNEL =
  /\b(?:cash\s*-?\s*app|venmo|pay\s*-?\s*pal|zelle|western\s*union|money\s*gram|gift\s*-?\s*cards?|(?:steam|itunes|apple|google\s*play|amazon|ebay|razer|sephora|vanilla)\s*(?:gift\s*)?cards?|bit\s*coins?|btc|usdt|tether|crypto(?:currency)?|ethereum|litecoin|wallet\s+address|bank\s+details|routing\s+number|iban)\b/;
const AMOUNT =
  /(?:[$€£]\s?\d[\d,.]*|\b\d[\d,.]*\s?(?:[$€£]|dollars?\b|bucks\b|usd\b|eur\b|euros?\b|pounds?\b|gbp\b))/;
const ASKING =
  /\b(?:send|transfer|wire|lend|loan|borrow|need|buy\s+me|get\s+me|pay\s+me|help\s+me\s+out|cover\s+(?:my|me)|spare|donate|tip\s+me|add\s+me\s+on)\b/;
const ASKING_FOR_AN_AMOUNT = /\b(?:send|lend|loan|need|wire|transfer|borrow|spare)\b/;
const MONEY_REQUESTS = [
  /\b(?:send|wire|transfer|lend|give)\s+(?:me|us)\s+(?:some\s+|a\s+little\s+)?(?:money|cash|funds|[$€£]|\d)/,
  /\b(?:cash\s*app|venmo|pay\s*pal|zelle)\s+me\b/,
  /\b(?:paypal\.me|cash\.app)\b/,
  /\bmy\s+(?:cash\s*app|venmo|pay\s*pal|zelle|cashtag|(?:btc|bitcoin|usdt|crypto|wallet)\s+address)\b/,
  /\b(?:pay|cover)\s+for\s+my\s+(?:ticket|flight|uber|taxi|cab|bus|train|rent|bills?|phone|hotel|fare|gas|visa|hospital|medicine)\b/,
];
/** A Cash App $cashtag: a dollar sign before a name, not an amount. */
const CASHTAG = /(?:^|\s)\$[a-z][a-z0-9_]{2,}\b/;

/**
 * Asking for money, gift cards or crypto: a request in so many words ('send me $50', 'venmo me'), or a
 * payment channel with an ask or an amount ('add me on cashapp', 'a $100 steam card'). Talk about money
 * that asks for nothing ('I paid for dinner', "I'll venmo you for the pizza") is not.
 */
export function asksForMoney(text: string): boolean {
  const plain = plainText(text);
  const words = squeezedText(text);
  if (MONEY_REQUESTS.some((re) => re.test(words)) || CASHTAG.test(plain)) return true;
  const amount = AMOUNT.test(plain);
  if (PAYMENT_CHANNEL.test(words)) return amount || ASKING.test(words);
  return amount && ASKING_FOR_AN_AMOUNT.test(words);
}

const OTHER_APPS =
  /\b(?:whats\s*-?\s*app|what'?sapp|whatsap|watsapp?|wa\.me|telegram|t\.me|snap\s*chat|kik|wickr|viber|wechat|threema)\b/;
/** Words that are also ordinary English ('mixed signals', 'oh snap') count only as a handle. */
const HANDLE_APPS = '(?:signal|snap|sc|tg|wa|telegram|whatsapp|kik|insta|ig)';
const REACH_ME_ON = new RegExp(
  `\\b(?:add|text|message|msg|hit|find|reach|call|dm|contact|write|ping|hmu|talk|chat|move|continue|switch)\\s+(?:me\\s+|us\\s+)?(?:up\\s+)?(?:on|at|via|over|to)\\s+${HANDLE_APPS}\\b`,
);
const MY_HANDLE = new RegExp(
  `\\bmy\\s+(?:${HANDLE_APPS}|number|phone|cell|mobile|digits|whatsapp|e-?mail)(?:\\s+(?:number|name|handle|id|username))?\\s*(?:is\\b|:|=)`,
);
const PHONE = /\+?\d[\d\s().-]{7,}\d/g;
const EMAIL = /\b[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/;

/** A phone number: 9 to 15 digits written as one number. */
function hasPhoneNumber(plain: string): boolean {
  for (const match of plain.matchAll(PHONE)) {
    const digits = match[0].replace(/\D/g, '').length;
    if (digits >= 9 && digits <= 15) return true;
  }
  return false;
}

/** Pushing the chat to WhatsApp, Telegram, Signal, Snapchat (and their kind), a phone number or e-mail. */
export function pushesOffPlatform(text: string): boolean {
  const plain = plainText(text);
  const words = squeezedText(text);
  return (
    OTHER_APPS.test(words) ||
    REACH_ME_ON.test(words) ||
    MY_HANDLE.test(words) ||
    hasPhoneNumber(plain) ||
    EMAIL.test(plain)
  );
}

const WEB_LINK =
  /\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|ly|xyz|app|link|site|info|biz|top|live|club|online|shop|store|vip|click|icu|cc|tk|ru|cn|uk|gg|page|dev)\b/;
const SPELLED_LINK =
  /\b[a-z0-9-]+\s*(?:\(dot\)|\[dot\]|\sdot\s)\s*(?:com|net|org|io|ly|xyz|app|link)\b/;

/** A web link (an e-mail address is not one; it counts as off-platform). */
export function hasLink(text: string): boolean {
  const plain = plainText(text).replace(new RegExp(EMAIL.source, 'g'), ' ');
  return WEB_LINK.test(plain) || SPELLED_LINK.test(plain);
}

/**
 * The same words in any spelling give the same key; keyed with the server's secret so that the key of
 * a short text cannot be found by hashing guesses. Null for texts too short to tell a scam from a 'hey'.
 */
export function textFingerprint(text: string, secret: string): string | null {
  const core = squeezedText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (core.length < SIGNAL_LIMITS.massMinLength) return null;
  return createHmac('sha256', secret).update(core).digest('base64url').slice(0, 32);
}
