import { describe, expect, it } from 'vitest';
import { startupTarget } from './root-entry';

describe('startupTarget', () => {
  it.each([
    ['?shortcut=hookup', '/app/hookup'],
    ['?shortcut=messages', '/app/messages'],
    ['?shortcut=profile', '/app/profile'],
    ['?shortcut=explore', '/app/places'],
    ['?files', '/app/media/upload'],
    ['?protocol=web%2Bblaze%3A%2F%2Fprofile', '/app/profile'],
    ['?protocol=web%2Bblaze%3A%2F%2Fmessages%2F42', '/app/messages'],
    ['?protocol=web%2Bblaze%3Ahookup', '/app/hookup'],
    ['?protocol=web%2Bblaze%3A%2F%2Fsomething-else', '/dashboard'],
    ['?shortcut=unknown', null],
    ['', null],
  ])('%s -> %s', (search, expected) => {
    expect(startupTarget(new URLSearchParams(search))).toBe(expected);
  });
});
