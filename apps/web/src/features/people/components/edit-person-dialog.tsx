import { useTranslation } from 'react-i18next';
import type { Person, PersonUpdate, Team } from '@tera/domain';
import { PlacementFields } from '../../../components/people/placement-fields';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import type { FailureOptions } from '../../../components/ui/form/server-errors';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { notify } from '../../../lib/toast';
import { useUpdatePersonMutation } from '../api/update-person';

interface PersonValues {
  role: string;
  teamId: string;
  reportsTo: string;
  jobTitle: string;
  department: string;
}

/** Refusals that are about one field: said beside it. */
const REASON_FIELDS: FailureOptions<PersonValues>['reasonFields'] = {
  REPORTS_TO_CYCLE: 'reportsTo',
  UNKNOWN_LEADER: 'reportsTo',
  UNKNOWN_TEAM: 'teamId',
  LAST_ADMIN: 'role',
};

interface EditPersonDialogProps {
  slug: string;
  person: Person;
  /** Everyone who could lead this person: the company's active people. */
  candidates: readonly Person[];
  teams: readonly Team[];
  onClose: () => void;
}

function changesFrom(person: Person, form: PersonValues): PersonUpdate {
  const changes: PersonUpdate = {};
  if (form.role !== person.role) changes.role = form.role as PersonUpdate['role'];
  if (form.teamId !== (person.teamId ?? '')) changes.teamId = form.teamId || null;
  if (form.reportsTo !== (person.reportsTo ?? '')) changes.reportsTo = form.reportsTo || null;
  if (form.jobTitle.trim() !== (person.jobTitle ?? '')) changes.jobTitle = form.jobTitle.trim() || null;
  if (form.department.trim() !== (person.department ?? ''))
    changes.department = form.department.trim() || null;
  return changes;
}

export function EditPersonDialog({ slug, person, candidates, teams, onClose }: EditPersonDialogProps) {
  const { t } = useTranslation('people');
  const mutation = useUpdatePersonMutation(slug);
  const form = useAppForm<PersonValues>({
    defaultValues: {
      role: person.role,
      teamId: person.teamId ?? '',
      reportsTo: person.reportsTo ?? '',
      jobTitle: person.jobTitle ?? '',
      department: person.department ?? '',
    },
  });

  async function submit(values: PersonValues) {
    const changes = changesFrom(person, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    await mutation.mutateAsync({ userId: person.id, changes });
    notify.success(t('edit.saved'));
    onClose();
  }

  const leaders = candidates.filter((candidate) => candidate.id !== person.id && candidate.isActive);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('edit.close')}>
        <DialogTitle>{t('edit.title', { name: person.fullName })}</DialogTitle>
        <DialogDescription>{t('edit.description')}</DialogDescription>
        <Form
          form={form}
          onSubmit={submit}
          failure={{ reasonFields: REASON_FIELDS }}
          className="mt-5 space-y-4"
        >
          <PlacementFields teams={teams} leaders={leaders} text={(key) => t(`edit.${key}`)} />
          <TextField name="jobTitle" label={t('edit.jobTitle')} maxLength={120} />
          <TextField name="department" label={t('edit.department')} maxLength={120} />
          <FormAlert />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('edit.cancel')}</Button>
            </DialogClose>
            <SubmitButton loadingText={t('edit.saving')}>{t('edit.save')}</SubmitButton>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
