import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { GESTURES } from '@blaze/contracts/constants';
import { usePressGestures } from './use-press-gestures';

const DOUBLE_MS = GESTURES.centreDoublePressMs;
const LONG_MS = GESTURES.centreLongPressMs;

function setup() {
  const onPress = vi.fn();
  const onDoublePress = vi.fn();
  const onLongPress = vi.fn();
  function Flame() {
    const handlers = usePressGestures({
      onPress,
      onDoublePress,
      onLongPress,
      doublePressMs: DOUBLE_MS,
      longPressMs: LONG_MS,
    });
    return (
      <button type="button" {...handlers}>
        Blaze
      </button>
    );
  }
  render(<Flame />);
  const button = screen.getByRole('button', { name: 'Blaze' });
  const tap = (pointerType = 'touch') => {
    fireEvent.pointerDown(button, { pointerType, button: 0 });
    fireEvent.pointerUp(button, { pointerType, button: 0 });
  };
  return { button, tap, onPress, onDoublePress, onLongPress };
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('usePressGestures', () => {
  it('fires a single press only after the double-press window has passed', () => {
    const { tap, onPress, onDoublePress } = setup();
    tap();
    wait(DOUBLE_MS - 1);
    expect(onPress).not.toHaveBeenCalled();
    wait(1);
    expect(onPress).toHaveBeenCalledOnce();
    expect(onDoublePress).not.toHaveBeenCalled();
  });

  it('fires a double press, and no single press, for two presses inside the window', () => {
    const { tap, onPress, onDoublePress } = setup();
    tap('mouse');
    wait(DOUBLE_MS - 50);
    tap('mouse');
    wait(DOUBLE_MS * 4);
    expect(onDoublePress).toHaveBeenCalledOnce();
    expect(onPress).not.toHaveBeenCalled();
  });

  it('treats two presses further apart than the window as two single presses', () => {
    const { tap, onPress, onDoublePress } = setup();
    tap();
    wait(DOUBLE_MS + 10);
    tap();
    wait(DOUBLE_MS);
    expect(onPress).toHaveBeenCalledTimes(2);
    expect(onDoublePress).not.toHaveBeenCalled();
  });

  it('fires a long press after the hold time, and the release is not a press', () => {
    const { button, onPress, onLongPress } = setup();
    fireEvent.pointerDown(button, { pointerType: 'touch', button: 0 });
    wait(LONG_MS - 1);
    expect(onLongPress).not.toHaveBeenCalled();
    wait(1);
    expect(onLongPress).toHaveBeenCalledOnce();

    fireEvent.pointerUp(button, { pointerType: 'touch', button: 0 });
    wait(DOUBLE_MS * 4);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('cancels the press when the pointer is cancelled (for example by scrolling)', () => {
    const { button, onPress, onLongPress } = setup();
    fireEvent.pointerDown(button, { pointerType: 'touch', button: 0 });
    wait(100);
    fireEvent.pointerCancel(button, { pointerType: 'touch' });
    wait(LONG_MS * 2);
    expect(onPress).not.toHaveBeenCalled();
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('ignores the right mouse button', () => {
    const { button, onPress, onLongPress } = setup();
    fireEvent.pointerDown(button, { pointerType: 'mouse', button: 2 });
    wait(LONG_MS);
    fireEvent.pointerUp(button, { pointerType: 'mouse', button: 2 });
    wait(DOUBLE_MS);
    expect(onPress).not.toHaveBeenCalled();
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('treats Enter as a press and two quick Enters as a double press', () => {
    const { button, onPress, onDoublePress } = setup();
    fireEvent.keyDown(button, { key: 'Enter' });
    wait(DOUBLE_MS);
    expect(onPress).toHaveBeenCalledOnce();

    fireEvent.keyDown(button, { key: 'Enter' });
    wait(50);
    fireEvent.keyDown(button, { key: 'Enter' });
    wait(DOUBLE_MS);
    expect(onDoublePress).toHaveBeenCalledOnce();
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('opens the long-press action from the keyboard with Shift+F10', () => {
    const { button, onLongPress, onPress } = setup();
    fireEvent.keyDown(button, { key: 'F10', shiftKey: true });
    expect(onLongPress).toHaveBeenCalledOnce();
    wait(DOUBLE_MS);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('treats an assistive-technology click (detail 0) as a press, but not a pointer click', () => {
    const { button, onPress } = setup();
    fireEvent.click(button, { detail: 1 });
    wait(DOUBLE_MS);
    expect(onPress).not.toHaveBeenCalled();
    fireEvent.click(button, { detail: 0 });
    wait(DOUBLE_MS);
    expect(onPress).toHaveBeenCalledOnce();
  });
});
