import { describe, expect, it, vi } from 'vitest';
import { THEME_COLOURS } from '@blaze/contracts/constants';
import {
  FLAG_KEYS,
  mirrorDataMode,
  readDataMode,
  readStealthMode,
  setDataMode,
  setStealthMode,
} from './flags';

describe('data mode flags', () => {
  it('is production with no flags', () => {
    expect(readDataMode()).toBe('production');
  });

  it('testing sets the testing flag, clears demo and reloads', () => {
    localStorage.setItem(FLAG_KEYS.demo, 'true');
    const reload = vi.fn();
    setDataMode('testing', reload);
    expect(localStorage.getItem(FLAG_KEYS.testing)).toBe('true');
    expect(localStorage.getItem(FLAG_KEYS.demo)).toBeNull();
    expect(readDataMode()).toBe('testing');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('demo sets the demo flag and clears testing', () => {
    localStorage.setItem(FLAG_KEYS.testing, 'true');
    setDataMode('demo', () => undefined);
    expect(localStorage.getItem(FLAG_KEYS.testing)).toBeNull();
    expect(readDataMode()).toBe('demo');
  });

  it('production clears both flags and reloads', () => {
    localStorage.setItem(FLAG_KEYS.testing, 'true');
    localStorage.setItem(FLAG_KEYS.demo, 'true');
    const reload = vi.fn();
    setDataMode('production', reload);
    expect(localStorage.getItem(FLAG_KEYS.testing)).toBeNull();
    expect(localStorage.getItem(FLAG_KEYS.demo)).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe("mirroring the server's data mode (decision 038)", () => {
  it('corrects the flags when the server says otherwise, without a reload', () => {
    localStorage.removeItem(FLAG_KEYS.demo);
    localStorage.setItem(FLAG_KEYS.testing, 'true');
    expect(mirrorDataMode('demo')).toBe(true);
    expect(localStorage.getItem(FLAG_KEYS.demo)).toBe('true');
    expect(localStorage.getItem(FLAG_KEYS.testing)).toBeNull();
    expect(readDataMode()).toBe('demo');
    expect(mirrorDataMode('production')).toBe(true);
    expect(localStorage.getItem(FLAG_KEYS.demo)).toBeNull();
    expect(localStorage.getItem(FLAG_KEYS.testing)).toBeNull();
    expect(readDataMode()).toBe('production');
  });

  it('leaves the flags alone when they already agree', () => {
    setDataMode('testing', () => undefined);
    expect(mirrorDataMode('testing')).toBe(false);
    expect(localStorage.getItem(FLAG_KEYS.testing)).toBe('true');
    expect(readDataMode()).toBe('testing');
  });
});

describe('stealth mode', () => {
  it('persists and switches the accent and the browser theme colour', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);

    setStealthMode(true);
    expect(readStealthMode()).toBe(true);
    expect(localStorage.getItem(FLAG_KEYS.stealth)).toBe('true');
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe(THEME_COLOURS.stealth);
    expect(meta.content).toBe(THEME_COLOURS.stealth);

    setStealthMode(false);
    expect(readStealthMode()).toBe(false);
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe(
      THEME_COLOURS.brandPink,
    );
    meta.remove();
  });
});
