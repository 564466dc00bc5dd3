import { describe, expect, it } from 'vitest';
import { shouldAutoLoadPhoto } from '@/features/messaging/components/photo-auto-load';

describe('shouldAutoLoadPhoto', () => {
  it('always loads my own photos, whatever the setting', () => {
    expect(shouldAutoLoadPhoto('never', true, { type: 'cellular' })).toBe(true);
    expect(shouldAutoLoadPhoto(undefined, true, undefined)).toBe(true);
  });

  it("loads others' photos on 'always', even on a phone network with Data Saver", () => {
    expect(shouldAutoLoadPhoto('always', false, { type: 'cellular', saveData: true })).toBe(true);
  });

  it("on 'wifi' loads unless the browser reports a phone network or Data Saver", () => {
    expect(shouldAutoLoadPhoto('wifi', false, { type: 'wifi' })).toBe(true);
    expect(shouldAutoLoadPhoto('wifi', false, undefined)).toBe(true);
    expect(shouldAutoLoadPhoto('wifi', false, { type: 'cellular' })).toBe(false);
    expect(shouldAutoLoadPhoto('wifi', false, { type: 'ethernet', saveData: true })).toBe(false);
  });

  it("never loads others' photos on 'never', nor before the setting is known", () => {
    expect(shouldAutoLoadPhoto('never', false, { type: 'wifi' })).toBe(false);
    expect(shouldAutoLoadPhoto(undefined, false, { type: 'wifi' })).toBe(false);
  });
});
