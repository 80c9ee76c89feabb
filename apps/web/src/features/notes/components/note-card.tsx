import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isImageAttachment, NOTE_ATTACHMENT_TYPES, type Note } from '@tera/domain';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Card, CardTitle } from '../../../components/ui/card';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useShortDate } from '../../../lib/use-short-date';
import {
  attachmentPath,
  useAttachMutation,
  useDeleteNoteMutation,
  useDetachMutation,
  useUpdateNoteMutation,
} from '../api/notes';
import { NoteForm } from './note-form';

/** One note: its day, mood and that day's own check-in, its text and its files. */
export function NoteCard({ note, userId }: { note: Note; userId: string }) {
  const { t } = useTranslation('notes');
  const shortDate = useShortDate();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const update = useUpdateNoteMutation(userId);
  const remove = useDeleteNoteMutation(userId);
  const titleId = useId();

  if (mode === 'edit') {
    return (
      <Card aria-labelledby={titleId}>
        <CardTitle id={titleId} className="mb-4 text-lg">
          {t('form.editTitle')}
        </CardTitle>
        <NoteForm
          note={note}
          onCancel={() => setMode('view')}
          onSubmit={async ({ title, content, mood }) => {
            await update.mutateAsync({ id: note.id, note: { title, content, mood } });
            notify.success(t('form.saved'));
            setMode('view');
          }}
        />
      </Card>
    );
  }

  return (
    <Card aria-labelledby={titleId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle id={titleId} className="text-lg break-words">
          {note.title}
        </CardTitle>
        <span className="text-sm text-fg-muted">{shortDate(note.note_date)}</span>
      </div>
      {note.mood ? <Badge>{t('list.mood', { mood: t(`moods.${note.mood}`) })}</Badge> : null}
      <p className="text-sm text-fg-muted">
        {note.checkin
          ? t('list.checkin', {
              pulse: note.checkin.pulse,
              energy: note.checkin.energy,
              pressure: note.checkin.mental_pressure,
              concerns: note.checkin.personal_concerns,
              motivation: note.checkin.motivation,
            })
          : t('list.noCheckin')}
      </p>
      {note.content ? <p className="whitespace-pre-wrap break-words text-fg">{note.content}</p> : null}
      <Attachments note={note} userId={userId} />
      {mode === 'confirm' ? (
        <div role="alert" className="space-y-2 rounded-md border border-border p-3">
          <p>{t('list.confirmDelete', { title: note.title })}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              size="sm"
              isLoading={remove.isPending}
              onClick={() =>
                remove.mutate(note.id, {
                  onSuccess: () => notify.success(t('list.deleted')),
                  onError: (error) => notify.error(describeError(error)),
                })
              }
            >
              {t('list.confirm')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setMode('view')}>
              {t('form.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setMode('edit')}>
            {t('list.edit')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setMode('confirm')}>
            {t('list.delete')}
          </Button>
        </div>
      )}
    </Card>
  );
}

function Attachments({ note, userId }: { note: Note; userId: string }) {
  const { t } = useTranslation('notes');
  const attach = useAttachMutation(userId);
  const detach = useDetachMutation(userId);
  const inputId = useId();
  return (
    <div className="space-y-2">
      {note.attachments.length > 0 ? (
        <ul aria-label={t('list.attachments')} className="flex flex-wrap gap-3">
          {note.attachments.map((attachment) => {
            const href = attachmentPath(note.id, attachment.id);
            return (
              <li key={attachment.id} className="flex flex-col items-start gap-1">
                {isImageAttachment(attachment.type) ? (
                  <img
                    src={href}
                    alt={attachment.name}
                    className="h-24 w-auto max-w-full rounded-md border border-border object-cover"
                  />
                ) : null}
                <a
                  href={href}
                  download={attachment.name}
                  className="text-sm break-all text-primary underline"
                >
                  {t('list.download', { name: attachment.name })}
                </a>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    detach.mutate(
                      { noteId: note.id, attachmentId: attachment.id },
                      { onError: (error) => notify.error(describeError(error)) },
                    )
                  }
                >
                  {t('list.removeAttachment', { name: attachment.name })}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <input
        id={inputId}
        type="file"
        accept={NOTE_ATTACHMENT_TYPES.join(',')}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          attach.mutate(
            { noteId: note.id, file },
            {
              onSuccess: () => notify.success(t('list.attached')),
              onError: (error) => notify.error(describeError(error)),
            },
          );
        }}
      />
      <label
        htmlFor={inputId}
        className={buttonClasses({
          variant: 'secondary',
          size: 'sm',
          className:
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
        })}
      >
        {t('list.attach')}
      </label>
    </div>
  );
}
