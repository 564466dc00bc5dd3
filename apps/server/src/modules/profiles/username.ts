import { randomInt } from 'node:crypto';

const ADJECTIVES = [
  'bold',
  'sunny',
  'wild',
  'cosmic',
  'velvet',
  'lucky',
  'urban',
  'midnight',
  'golden',
  'brave',
];
const NOUNS = [
  'bear',
  'otter',
  'fox',
  'wolf',
  'tiger',
  'falcon',
  'comet',
  'ember',
  'river',
  'atlas',
];

/** A friendly default handle for members who skip choosing one, e.g. 'sunnyotter4821'. */
export function defaultUsername(): string {
  const a = ADJECTIVES[randomInt(ADJECTIVES.length)];
  const n = NOUNS[randomInt(NOUNS.length)];
  return `${a}${n}${randomInt(1000, 10000)}`;
}
