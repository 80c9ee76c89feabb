import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { AlertTriangleIcon, CheckCircleIcon, InfoIcon, XCircleIcon } from './icons';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<AlertTone, { box: string; icon: ReactNode }> = {
  info: { box: 'border-info/40 bg-info-soft', icon: <InfoIcon className="text-info" /> },
  success: { box: 'border-success/40 bg-success-soft', icon: <CheckCircleIcon className="text-success" /> },
  warning: { box: 'border-warning/40 bg-warning-soft', icon: <AlertTriangleIcon className="text-warning" /> },
  danger: { box: 'border-danger/40 bg-danger-soft', icon: <XCircleIcon className="text-danger" /> },
};

interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** 'alert' interrupts a screen reader at once; keep it for problems that need attention now. */
  role?: 'alert' | 'status';
  className?: string;
}

export function Alert({ tone = 'info', title, children, role, className }: AlertProps) {
  const { box, icon } = TONES[tone];
  return (
    <div role={role} className={cn('flex gap-3 rounded-lg border p-4 text-sm text-fg', box, className)}>
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="text-fg">{children}</div>}
      </div>
    </div>
  );
}
