import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { PulseIcon } from '../../../components/ui/icons';
import { checkinWindowTimes } from '../checkin-times';

interface CheckinPromptModalProps {
  onCompleteNow: () => void;
  onLater: () => void;
}

/**
 * 'Es hora de tu Check-in Diario'. Closing it any other way (Escape, the corner button) is the
 * same choice as 'Hacerlo más tarde'; a stray click outside does not close it.
 */
export function CheckinPromptModal({ onCompleteNow, onLater }: CheckinPromptModalProps) {
  const { t, i18n } = useTranslation('checkin');
  const { closes } = checkinWindowTimes(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onLater();
      }}
    >
      <DialogContent closeLabel={t('prompt.close')} onPointerDownOutside={(event) => event.preventDefault()}>
        <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <PulseIcon className="size-6" />
        </span>
        <DialogTitle>{t('prompt.title')}</DialogTitle>
        <DialogDescription>{t('prompt.description')}</DialogDescription>
        <p className="mt-2 text-sm font-medium text-fg">{t('prompt.availability', { time: closes })}</p>
        {/* Stacked at every width: side by side, the two long labels overflow the dialog. */}
        <div className="mt-6 flex flex-col gap-2">
          <Button size="lg" onClick={onCompleteNow}>
            {t('prompt.completeNow')}
          </Button>
          <Button size="lg" variant="secondary" onClick={onLater}>
            {t('prompt.later')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
