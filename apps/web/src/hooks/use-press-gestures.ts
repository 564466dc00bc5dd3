import { useEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { GESTURES } from '@blaze/contracts/constants';

export interface PressGestureOptions {
  /** A single press, fired once the double-press window has passed without a second press. */
  onPress?: () => void;
  /** Two presses inside the double-press window. */
  onDoublePress?: () => void;
  /** Held for `longPressMs`. A long press never also counts as a press. */
  onLongPress?: () => void;
  doublePressMs?: number;
  longPressMs?: number;
}

export interface PressGestureHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
  onPointerLeave: () => void;
  onContextMenu: (event: MouseEvent<HTMLElement>) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onKeyUp: (event: KeyboardEvent<HTMLElement>) => void;
}

interface GestureState {
  holding: boolean;
  longFired: boolean;
  /** A first press is waiting to see whether a second one follows. */
  awaitingSecond: boolean;
  /** The current hold started inside the double-press window of an earlier press. */
  isSecondPress: boolean;
  longTimer?: ReturnType<typeof setTimeout>;
  pressTimer?: ReturnType<typeof setTimeout>;
}

/**
 * Single, double and long press on one element, for touch, mouse, pen and keyboard
 * (Enter or Space is a press; the context-menu key or Shift+F10 is a long press).
 * Spread the returned handlers on a <button>.
 */
export function usePressGestures(options: PressGestureOptions): PressGestureHandlers {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const state = useRef<GestureState>({
    holding: false,
    longFired: false,
    awaitingSecond: false,
    isSecondPress: false,
  });

  useEffect(() => {
    const current = state.current;
    return () => {
      clearTimeout(current.longTimer);
      clearTimeout(current.pressTimer);
    };
  }, []);

  function doublePressMs() {
    return optionsRef.current.doublePressMs ?? GESTURES.doublePressMs;
  }

  function cancelHold() {
    const s = state.current;
    clearTimeout(s.longTimer);
    s.longTimer = undefined;
    s.holding = false;
  }

  function resetPresses() {
    const s = state.current;
    clearTimeout(s.pressTimer);
    s.pressTimer = undefined;
    s.awaitingSecond = false;
    s.isSecondPress = false;
  }

  function fireLongPress() {
    cancelHold();
    resetPresses();
    state.current.longFired = true;
    optionsRef.current.onLongPress?.();
  }

  function startHold() {
    const s = state.current;
    s.holding = true;
    s.longFired = false;
    if (s.awaitingSecond) {
      // The first press must not fire while the second is still being held.
      clearTimeout(s.pressTimer);
      s.pressTimer = undefined;
      s.awaitingSecond = false;
      s.isSecondPress = true;
    }
    if (optionsRef.current.onLongPress) {
      s.longTimer = setTimeout(
        fireLongPress,
        optionsRef.current.longPressMs ?? GESTURES.longPressMs,
      );
    }
  }

  function press() {
    const s = state.current;
    if (s.isSecondPress || s.awaitingSecond) {
      resetPresses();
      optionsRef.current.onDoublePress?.();
      return;
    }
    if (!optionsRef.current.onDoublePress) {
      optionsRef.current.onPress?.();
      return;
    }
    s.awaitingSecond = true;
    s.pressTimer = setTimeout(() => {
      resetPresses();
      optionsRef.current.onPress?.();
    }, doublePressMs());
  }

  function endHold() {
    const s = state.current;
    if (!s.holding) return;
    cancelHold();
    if (s.longFired) return;
    press();
  }

  function abandonHold() {
    const s = state.current;
    if (!s.holding) return;
    cancelHold();
    // A second press that slid off still leaves the first one standing.
    if (s.isSecondPress) {
      s.isSecondPress = false;
      optionsRef.current.onPress?.();
    }
  }

  return {
    onPointerDown(event) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      startHold();
    },
    onPointerUp() {
      endHold();
    },
    onPointerCancel: abandonHold,
    onPointerLeave: abandonHold,
    onContextMenu(event) {
      // Touch browsers open a context menu on a long hold; the long press replaces it.
      event.preventDefault();
    },
    onClick(event) {
      // Pointer clicks are handled through pointer events. A click with detail 0 comes from
      // assistive technology or script, which has no pointer events: treat it as a press.
      if (event.detail === 0) press();
    },
    onKeyDown(event) {
      if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
        event.preventDefault();
        fireLongPress();
        return;
      }
      if (event.key === 'Enter') {
        event.preventDefault();
        if (!event.repeat) press();
      } else if (event.key === ' ') {
        event.preventDefault();
      }
    },
    onKeyUp(event) {
      if (event.key === ' ') {
        event.preventDefault();
        press();
      }
    },
  };
}
