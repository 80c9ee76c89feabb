import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckCircleIcon } from '../../../components/ui/icons';

interface DemoRequestSuccessProps {
  name: string;
  email: string;
  onStartOver: () => void;
}

export function DemoRequestSuccess({ name, email, onStartOver }: DemoRequestSuccessProps) {
  const { t } = useTranslation('landing');
  const containerRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the person was in is gone; move them, and the view, to what replaced it.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    containerRef.current?.scrollIntoView?.({ block: 'center' });
  }, []);

  return (
    <div ref={containerRef} role="status" className="flex flex-col items-center py-6 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
        <CheckCircleIcon className="size-7" />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-xl font-semibold text-fg">
        {t('demo.successTitle', { name })}
      </h3>
      <p className="mt-2 max-w-md text-fg-muted">{t('demo.successText', { email })}</p>
      <Button variant="secondary" className="mt-6" onClick={onStartOver}>
        {t('demo.sendAnother')}
      </Button>
    </div>
  );
}
