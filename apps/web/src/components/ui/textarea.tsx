import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { CONTROL_CLASSES } from './control-styles';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea rows={rows} className={cn(CONTROL_CLASSES, 'py-2 leading-relaxed', className)} {...props} />
  );
}
