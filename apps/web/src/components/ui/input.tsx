import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { CONTROL_CLASSES } from './control-styles';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(CONTROL_CLASSES, 'min-h-11 py-2', className)} {...props} />;
}
