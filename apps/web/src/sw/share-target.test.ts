import { describe, expect, it } from 'vitest';
import { SHARED_FILES_MAX, sharedImages } from '@/sw/share-target';

describe('sharedImages', () => {
  it('keeps the shared images, in order, and drops text fields and other files', () => {
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    const b = new File(['b'], 'b.jpg', { type: 'image/jpeg' });
    const pdf = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
    expect(sharedImages([a, 'some text', pdf, b])).toEqual([a, b]);
  });

  it('never keeps more than the upload screen takes', () => {
    const many = Array.from(
      { length: SHARED_FILES_MAX + 3 },
      (_, i) => new File([String(i)], `${i}.png`, { type: 'image/png' }),
    );
    expect(sharedImages(many)).toHaveLength(SHARED_FILES_MAX);
  });
});
