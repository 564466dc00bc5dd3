import { describe, expect, it } from 'vitest';
import { cropToPixels, initialCrop } from '@/features/photos/lib/crop';

describe('crop maths', () => {
  it('starts at 90% width, centred', () => {
    expect(initialCrop(null, 1000, 800)).toEqual({ unit: '%', x: 5, y: 5, width: 90, height: 90 });
    const square = initialCrop(1, 1000, 2000);
    expect(square.width).toBe(90);
    expect(square.height).toBeCloseTo(45);
    expect(square.y).toBeCloseTo(27.5);
  });

  it('shrinks the width when the aspect does not fit the height', () => {
    const wide = initialCrop(1, 2000, 1000);
    expect(wide.height).toBe(100);
    expect(wide.width).toBeCloseTo(50);
  });

  it('converts a percent crop to natural pixels inside the image', () => {
    expect(cropToPixels({ unit: '%', x: 10, y: 20, width: 50, height: 90 }, 1000, 500)).toEqual({
      x: 100,
      y: 100,
      width: 500,
      height: 400,
    });
  });
});

describe('cropToPixels with an aspect', () => {
  it('makes a Square crop exactly square despite rounding', () => {
    const rect = cropToPixels({ unit: '%', x: 5, y: 16.25, width: 90, height: 67.5 }, 900, 1200, 1);
    expect(rect.width).toBe(rect.height);
  });

  it('keeps a Portrait crop inside the image', () => {
    const rect = cropToPixels({ unit: '%', x: 0, y: 10, width: 100, height: 90 }, 900, 1000, 3 / 4);
    expect(rect.y + rect.height).toBeLessThanOrEqual(1000);
    expect(Math.abs(rect.width / rect.height - 3 / 4)).toBeLessThan(0.01);
  });
});
