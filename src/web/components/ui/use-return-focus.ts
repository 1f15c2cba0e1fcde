import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Radix returns focus to a Dialog's own Trigger on close; dialogs opened from state (no Trigger)
 * would drop focus to <body>. This remembers what had focus when the dialog opened and restores it.
 */
export function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const element = previous.current;
      if (event.defaultPrevented || !element || !element.isConnected || element === document.body) return;
      event.preventDefault();
      element.focus();
    },
  };
}
