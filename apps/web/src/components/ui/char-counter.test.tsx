import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CharCounter } from '@/components/ui/char-counter';

describe('CharCounter', () => {
  it('shows the live n/max count', () => {
    render(<CharCounter value="hello" max={500} />);
    expect(screen.getByText('5/500')).toBeTruthy();
  });
});
