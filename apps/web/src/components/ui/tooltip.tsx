import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { TOOLTIP_DELAY_MS } from '@tera/domain';

interface TooltipProps {
  content: ReactNode;
  /** One focusable element; the tooltip shows on hover, on keyboard focus and on touch. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Where the tip lines up with its trigger: centred, or from the trigger's start edge. */
  align?: 'center' | 'start';
  /** Classes for the wrapper, for a trigger that must stretch (a full-width button). */
  className?: string;
}

const ALIGN_CLASSES = {
  center: 'left-1/2 -translate-x-1/2',
  start: 'left-0',
};

/**
 * A tip above its trigger, held in CSS rather than a positioning engine so that the check-in
 * screen does not carry one. It meets WCAG 1.4.13: the pointer may move onto the tip without it
 * closing, Escape dismisses it, and it stays until hover or focus leaves.
 */
export function Tooltip({
  content,
  children,
  align = 'center',
  className = 'inline-flex max-w-full',
}: TooltipProps) {
  const tipId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const open = () => {
    clearTimeout(hoverTimer.current);
    setIsOpen(true);
  };
  const close = () => {
    clearTimeout(hoverTimer.current);
    setIsOpen(false);
  };
  const openAfterDelay = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setIsOpen(true), TOOLTIP_DELAY_MS);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      close();
    }
  };
  const openOnTouch = (event: PointerEvent) => {
    if (event.pointerType === 'touch') open();
  };

  return (
    <span
      className={`relative ${className}`}
      onPointerEnter={openAfterDelay}
      onPointerLeave={close}
      onPointerDown={openOnTouch}
      onFocus={open}
      onBlur={close}
      onKeyDown={closeOnEscape}
    >
      {cloneElement(children, { 'aria-describedby': tipId })}
      <span
        id={tipId}
        role="tooltip"
        hidden={!isOpen}
        className={`absolute bottom-full z-50 mb-2 w-max max-w-[min(20rem,calc(100vw-2rem))] animate-fade-in rounded-md bg-fg px-3 py-1.5 text-sm text-bg shadow-card ${ALIGN_CLASSES[align]}`}
      >
        {content}
      </span>
    </span>
  );
}
