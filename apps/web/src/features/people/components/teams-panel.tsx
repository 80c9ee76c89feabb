import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { notify } from '../../../lib/toast';
import { useCreateTeamMutation, useRenameTeamMutation } from '../../../lib/people/teams';
import { TeamNameForm } from './team-name-form';

interface TeamsPanelProps {
  slug: string;
  teams: readonly Team[] | undefined;
  isError: boolean;
}

/** The company's teams: create one, rename one. */
export function TeamsPanel({ slug, teams, isError }: TeamsPanelProps) {
  const { t } = useTranslation('people');
  const titleId = useId();
  const create = useCreateTeamMutation(slug);
  const rename = useRenameTeamMutation(slug);
  const [renaming, setRenaming] = useState<string | null>(null);

  return (
    <Card aria-labelledby={titleId} role="region">
      <CardTitle id={titleId} className="text-xl">
        {t('teams.title')}
      </CardTitle>
      <CardDescription>{t('teams.lead')}</CardDescription>
      <div className="mt-4">
        <TeamNameForm
          label={t('teams.newName')}
          submitLabel={t('teams.create')}
          pendingLabel={t('teams.creating')}
          onSubmit={async (name) => {
            await create.mutateAsync(name);
            notify.success(t('teams.created', { name }));
          }}
        />
      </div>
      {isError && (
        <Alert tone="danger" className="mt-4">
          {t('teams.error')}
        </Alert>
      )}
      {teams && teams.length === 0 && <p className="mt-4 text-sm text-fg-muted">{t('teams.empty')}</p>}
      {teams && teams.length > 0 && (
        <ul className="mt-4 divide-y divide-border">
          {teams.map((team) => (
            <li key={team.id} className="py-3">
              {renaming === team.id ? (
                <TeamNameForm
                  label={t('teams.newNameFor', { name: team.name })}
                  submitLabel={t('teams.save')}
                  pendingLabel={t('teams.save')}
                  initialName={team.name}
                  onCancel={{ label: t('teams.cancel'), run: () => setRenaming(null) }}
                  onSubmit={async (name) => {
                    await rename.mutateAsync({ teamId: team.id, name });
                    notify.success(t('teams.renamed'));
                    setRenaming(null);
                  }}
                />
              ) : (
                <div className="flex items-center justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-fg">{team.name}</p>
                    <p className="text-sm text-fg-muted">{t('teams.members', { count: team.memberCount })}</p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('teams.renameTeam', { name: team.name })}
                    onClick={() => setRenaming(team.id)}
                  >
                    {t('teams.rename')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
