import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TIMEOUTS } from '@blaze/contracts/constants';
import { DEFAULT_AVATAR_URL } from '@/config/ui';
import { ProfileImage } from '@/components/profile-image';

afterEach(() => vi.useRealTimers());

describe('ProfileImage', () => {
  it('falls back to the default avatar on error and never asks for that URL again', () => {
    const { unmount } = render(<ProfileImage src="/broken.webp" alt="Sam" />);
    fireEvent.error(screen.getByAltText('Sam'));
    expect(screen.getByAltText('Sam').getAttribute('src')).toBe(DEFAULT_AVATAR_URL);
    unmount();
    render(<ProfileImage src="/broken.webp" alt="Sam again" />);
    expect(screen.getByAltText('Sam again').getAttribute('src')).toBe(DEFAULT_AVATAR_URL);
  });

  it('gives up after the image load timeout', () => {
    vi.useFakeTimers();
    render(<ProfileImage src="/slow.webp" alt="Slow" />);
    expect(screen.getByAltText('Slow').getAttribute('src')).toBe('/slow.webp');
    act(() => vi.advanceTimersByTime(TIMEOUTS.imageLoadMs));
    expect(screen.getByAltText('Slow').getAttribute('src')).toBe(DEFAULT_AVATAR_URL);
  });

  it('keeps an image that loaded in time', () => {
    vi.useFakeTimers();
    render(<ProfileImage src="/fine.webp" alt="Fine" />);
    fireEvent.load(screen.getByAltText('Fine'));
    act(() => vi.advanceTimersByTime(TIMEOUTS.imageLoadMs));
    expect(screen.getByAltText('Fine').getAttribute('src')).toBe('/fine.webp');
  });
});
