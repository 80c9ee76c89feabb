import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** A link inside running text: the brand colour, underlined on hover. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn('font-medium text-primary underline-offset-4 hover:underline', className)}
      {...props}
    />
  );
}
