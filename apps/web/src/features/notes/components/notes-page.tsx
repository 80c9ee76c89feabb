import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Card, CardTitle } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { useActor } from '../../../lib/auth/use-actor';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { NOTES_EXPORT_PATH, useAttachMutation, useCreateNoteMutation, useNotesQuery } from '../api/notes';
import { NoteCard } from './note-card';
import { NoteForm } from './note-form';

/** /notes: the person's own notes (docs/product/personal-wellbeing.md#notes). */
export function NotesPage() {
  const { t } = useTranslation('notes');
  const userId = useActor()?.userId ?? '';
  return (
    <div className="space-y-6">
      <PageTitle page="notes" />
      <PageHeader title={t('title')} lead={t('lead')} />
      <NewNote userId={userId} />
      <NoteList userId={userId} />
    </div>
  );
}

function NewNote({ userId }: { userId: string }) {
  const { t } = useTranslation('notes');
  const create = useCreateNoteMutation(userId);
  const attach = useAttachMutation(userId);
  return (
    <Card>
      <CardTitle className="mb-4 text-xl">{t('form.newTitle')}</CardTitle>
      <NoteForm
        onSubmit={async ({ file, ...note }) => {
          const { note: saved } = await create.mutateAsync(note);
          if (file) {
            try {
              await attach.mutateAsync({ noteId: saved.id, file });
            } catch (error) {
              notify.error(t('form.attachFailed', { reason: describeError(error) }));
              return;
            }
          }
          notify.success(t('form.saved'));
        }}
      />
    </Card>
  );
}

function NoteList({ userId }: { userId: string }) {
  const { t } = useTranslation('notes');
  const query = useNotesQuery(userId);
  return (
    <section aria-labelledby="notes-list" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="notes-list" className="text-xl font-semibold text-fg">
          {t('list.title')}
        </h2>
        {query.data && query.data.notes.length > 0 ? (
          <a
            href={NOTES_EXPORT_PATH}
            download
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            {t('export')}
          </a>
        ) : null}
      </div>
      {query.isPending ? (
        <Loading label={t('list.loading')} />
      ) : query.isError ? (
        <Alert tone="danger" title={t('list.failed')}>
          <p>{describeError(query.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      ) : query.data.notes.length === 0 ? (
        <p className="text-fg-muted">{t('list.empty')}</p>
      ) : (
        <ul className="space-y-4">
          {query.data.notes.map((note) => (
            <li key={note.id}>
              <NoteCard note={note} userId={userId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
