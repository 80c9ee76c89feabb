import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';
import { Spinner } from './spinner';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks while keeping the button focusable and its label read. */
  isLoading?: boolean;
  loadingText?: string;
}

export function Button({
  variant,
  size,
  isLoading = false,
  loadingText,
  className,
  children,
  disabled,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled}
      aria-busy={isLoading || undefined}
      aria-disabled={isLoading || undefined}
      onClick={isLoading ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {isLoading && <Spinner className="size-4" />}
      {isLoading && loadingText ? loadingText : children}
    </button>
  );
}
