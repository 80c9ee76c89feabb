import { useTranslation } from 'react-i18next';
import {
  can,
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGE_MAX,
  feedbackCreateSchema,
  type Actor,
  type Feedback,
  type FeedbackBox,
} from '@tera/domain';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import {
  useFeedbackQuery,
  useRecipientsQuery,
  useSendFeedback,
  useSetFeedbackVisibility,
} from '../api/feedback';
import { QueryState } from '../../../components/ui/query-state';

/** Feedback between colleagues: send it, read what came and went, hide what came from the leader. */
export function FeedbackSection({ actor, leads }: { actor: Actor; leads: boolean }) {
  const { t } = useTranslation('evaluations');
  const boxes: FeedbackBox[] = leads ? ['received', 'sent', 'team'] : ['received', 'sent'];
  return (
    <section aria-labelledby="feedback" className="space-y-4">
      <h2 id="feedback" className="text-xl font-semibold text-fg">
        {t('feedback.title')}
      </h2>
      <SendFeedback actor={actor} />
      {boxes.map((box) => (
        <FeedbackBoxList key={box} actor={actor} box={box} />
      ))}
    </section>
  );
}

function SendFeedback({ actor }: { actor: Actor }) {
  const { t } = useTranslation('evaluations');
  const recipients = useRecipientsQuery(actor.userId);
  const send = useSendFeedback(actor.userId);
  const form = useAppForm({
    schema: feedbackCreateSchema,
    defaultValues: { receiverId: '', category: 'recognition', message: '' },
  });
  return (
    <Card>
      <CardTitle className="mb-3 text-lg">{t('feedback.sendTitle')}</CardTitle>
      <Form
        form={form}
        onSubmit={async (values) => {
          await send.mutateAsync(values);
          notify.success(t('feedback.sent'));
          form.reset();
        }}
        failure={{ describe: describeError }}
        className="grid gap-3 sm:grid-cols-2"
      >
        <SelectField name="receiverId" label={t('feedback.to')} isRequired>
          <option value="">{t('feedback.choose')}</option>
          {(recipients.data?.recipients ?? []).map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
        <SelectField name="category" label={t('feedback.category')}>
          {FEEDBACK_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`feedback.categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <TextareaField
          name="message"
          label={t('feedback.message')}
          isRequired
          rows={3}
          maxLength={FEEDBACK_MESSAGE_MAX}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <FormAlert />
          <SubmitButton loadingText={t('form.saving')}>{t('feedback.send')}</SubmitButton>
        </div>
      </Form>
    </Card>
  );
}

function FeedbackBoxList({ actor, box }: { actor: Actor; box: FeedbackBox }) {
  const { t } = useTranslation('evaluations');
  const query = useFeedbackQuery(actor.userId, box);
  return (
    <section aria-labelledby={`feedback-${box}`} className="space-y-2">
      <h3 id={`feedback-${box}`} className="text-lg font-semibold text-fg">
        {t(`feedback.boxes.${box}`)}
      </h3>
      <QueryState
        failed={t('failed')}
        query={query}
        isEmpty={(data) => data.feedback.length === 0}
        empty={t('feedback.empty')}
      >
        {(data) => (
          <ul className="space-y-2">
            {data.feedback.map((item) => (
              <li key={item.id}>
                <FeedbackItem actor={actor} item={item} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function FeedbackItem({ actor, item }: { actor: Actor; item: Feedback }) {
  const { t } = useTranslation('evaluations');
  const visibility = useSetFeedbackVisibility(actor.userId);
  const mayHide = can(actor, 'setVisibility', {
    kind: 'feedback',
    companyId: actor.companyId ?? '',
    senderId: item.sender.id,
    receiverId: item.receiver.id,
    receiverReportsTo: null,
    isVisible: item.isVisible,
  });
  return (
    <article className="rounded-lg border border-border bg-surface p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-fg">
          {t('feedback.fromTo', { from: item.sender.name, to: item.receiver.name })}
        </span>
        <Badge tone="info">{t(`feedback.categories.${item.category}`)}</Badge>
        {item.isVisible ? null : <Badge tone="neutral">{t('feedback.hidden')}</Badge>}
      </div>
      <p className="mt-1 whitespace-pre-line text-fg">{item.message}</p>
      {mayHide ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          disabled={visibility.isPending}
          onClick={() =>
            visibility.mutate(
              { id: item.id, isVisible: !item.isVisible },
              { onError: (error) => notify.error(describeError(error)) },
            )
          }
        >
          {item.isVisible ? t('feedback.hide') : t('feedback.show')}
        </Button>
      ) : null}
    </article>
  );
}
