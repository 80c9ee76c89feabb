import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';

/**
 * A button that shows a panel (the disclosure pattern): it closes on Escape with focus back on
 * its button, on a pointer outside it, and when focus leaves it.
 */
export function useDisclosure() {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  return {
    isOpen,
    close: () => setIsOpen(false),
    rootProps: {
      ref: rootRef,
      onBlur: (event: FocusEvent) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      },
    },
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: () => setIsOpen((wasOpen) => !wasOpen),
    },
    panelProps: { id: panelId, hidden: !isOpen },
  };
}
