import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CityInput } from '@/components/city-input';

function Harness() {
  const [value, setValue] = useState('');
  return <CityInput id="city" aria-label="City" value={value} onValueChange={setValue} />;
}

afterEach(() => vi.useRealTimers());

describe('CityInput', () => {
  it('suggests nothing for one character', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'City' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'l' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('matches case-insensitively anywhere in the name, at most five', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'City' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'AN' } });
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(5);
    for (const option of options) expect(option.textContent?.toLowerCase()).toContain('an');
  });

  it('closes the list 150 ms after blur, and a press picks the city', () => {
    vi.useFakeTimers();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'City' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'lond' } });
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getAllByRole('option')).not.toHaveLength(0);
    act(() => vi.advanceTimersByTime(60));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.focus(input);
    fireEvent.pointerDown(screen.getByRole('option', { name: /London/ }));
    expect(input).toHaveProperty('value', 'London');
  });
});
