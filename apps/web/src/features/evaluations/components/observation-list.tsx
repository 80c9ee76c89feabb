import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, type Actor, type Observation } from '@tera/domain';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/toast';
import { describeError } from '../../../lib/error-message';
import { useDeleteObservation, useObservationsQuery } from '../api/observations';
import { ObservationEditForm } from './observation-form';
import { QueryState } from '../../../components/ui/query-state';
import { useDayOfMonth } from '../../../lib/use-day-of-month';

/** Observations the person may read; who leads the person now is the server's to judge here. */
export function ObservationList({
  actor,
  employeeId,
  empty,
}: {
  actor: Actor;
  employeeId?: string;
  empty: string;
}) {
  const { t } = useTranslation('evaluations');
  const query = useObservationsQuery(actor.userId, employeeId);
  return (
    <QueryState
      failed={t('failed')}
      query={query}
      isEmpty={(data) => data.observations.length === 0}
      empty={empty}
    >
      {(data) => (
        <ul className="space-y-3">
          {data.observations.map((observation) => (
            <li key={observation.id}>
              <ObservationItem actor={actor} observation={observation} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function ObservationItem({ actor, observation }: { actor: Actor; observation: Observation }) {
  const { t } = useTranslation('evaluations');
  const [editing, setEditing] = useState(false);
  const dayOfMonth = useDayOfMonth();
  const remove = useDeleteObservation(actor.userId);
  const mayEdit = can(actor, 'edit', {
    kind: 'observation',
    companyId: actor.companyId ?? '',
    authorId: observation.author.id,
    employeeId: observation.employee.id,
    employeeReportsTo: null,
    visibility: observation.visibility,
  });
  return (
    <article
      className="rounded-lg border border-border bg-surface p-4"
      aria-label={t('observations.itemLabel', {
        name: observation.employee.name,
        date: dayOfMonth(observation.observedOn),
      })}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-fg">{observation.employee.name}</span>
        <span className="text-fg-muted">{dayOfMonth(observation.observedOn)}</span>
        <Badge tone="info">{t(`observations.types.${observation.type}`)}</Badge>
        <Badge tone={observation.visibility === 'private' ? 'neutral' : 'success'}>
          {t(`observations.visibilities.${observation.visibility}`)}
        </Badge>
      </div>
      {observation.text ? <p className="mt-2 whitespace-pre-line text-fg">{observation.text}</p> : null}
      {observation.evidence ? (
        <p className="mt-1 text-sm text-fg-muted">
          {t('observations.evidenceShown', { evidence: observation.evidence })}
        </p>
      ) : null}
      {mayEdit && editing ? (
        <ObservationEditForm
          userId={actor.userId}
          observation={observation}
          onDone={() => setEditing(false)}
        />
      ) : null}
      {mayEdit && !editing ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('observations.edit')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(observation.id, {
                onError: (error) => notify.error(describeError(error)),
              })
            }
          >
            {t('observations.delete')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
