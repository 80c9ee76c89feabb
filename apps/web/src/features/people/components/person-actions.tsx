import { useTranslation } from 'react-i18next';
import { can, type Person } from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { useActor } from '../../../lib/auth/use-actor';
import { cn } from '../../../lib/cn';

export interface PersonActionHandlers {
  onEdit: (person: Person) => void;
  onChangeStatus: (person: Person) => void;
}

/**
 * Edit and (de)activate, each named with the person so a screen reader's list of buttons makes
 * sense; each offered only when the shared record rules would let the server do it.
 */
export function PersonActions({
  person,
  onEdit,
  onChangeStatus,
  className,
}: PersonActionHandlers & { person: Person; className?: string }) {
  const { t } = useTranslation('people');
  const actor = useActor();
  const record = { kind: 'person', id: person.id, companyId: person.companyId } as const;
  const mayEdit = actor !== null && can(actor, 'edit', record);
  const mayChangeStatus = actor !== null && can(actor, person.isActive ? 'deactivate' : 'reactivate', record);
  if (!mayEdit && !mayChangeStatus) return null;
  return (
    <div className={cn('flex gap-2', className)}>
      {mayEdit && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('list.editPerson', { name: person.fullName })}
          onClick={() => onEdit(person)}
        >
          {t('list.edit')}
        </Button>
      )}
      {mayChangeStatus && (
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
      )}
    </div>
  );
}
