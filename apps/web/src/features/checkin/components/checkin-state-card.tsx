import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';

interface CheckinStateCardProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  /** 'status' for states that appear after an action, so a screen reader hears them. */
  role?: 'status';
}

/** The one shape every non-form state of the check-in takes: icon, title, what it means. */
export function CheckinStateCard({ icon, title, children, role }: CheckinStateCardProps) {
  const titleId = useId();
  return (
    <Card
      role={role}
      aria-labelledby={titleId}
      className="flex flex-col items-center gap-3 py-10 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        {icon}
      </span>
      <h2 id={titleId} className="text-xl font-semibold text-fg">
        {title}
      </h2>
      {children}
    </Card>
  );
}
