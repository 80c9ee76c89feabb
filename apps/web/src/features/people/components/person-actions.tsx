import { useTranslation } from 'react-i18next';
import type { Person } from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export interface PersonActionHandlers {
  onEdit: (person: Person) => void;
  onChangeStatus: (person: Person) => void;
}

/** Edit and (de)activate, each named with the person so a screen reader's list of buttons makes sense. */
export function PersonActions({
  person,
  onEdit,
  onChangeStatus,
  className,
}: PersonActionHandlers & { person: Person; className?: string }) {
  const { t } = useTranslation('people');
  return (
    <div className={cn('flex gap-2', className)}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('list.editPerson', { name: person.fullName })}
        onClick={() => onEdit(person)}
      >
        {t('list.edit')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t(person.isActive ? 'list.deactivatePerson' : 'list.reactivatePerson', {
          name: person.fullName,
        })}
        onClick={() => onChangeStatus(person)}
      >
        {t(person.isActive ? 'list.deactivate' : 'list.reactivate')}
      </Button>
    </div>
  );
}
