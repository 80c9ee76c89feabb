import { useTranslation } from 'react-i18next';
import { checkinOverlap, type Question, type SupportedLanguage } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LocalizedInputs } from './localized-inputs';
import { moved, newKey } from './draft-editing';

interface QuestionEditorProps {
  question: Question;
  number: number;
  languages: readonly SupportedLanguage[];
  isFirst: boolean;
  isLast: boolean;
  onChange: (question: Question) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * One question in the builder: its words in each language, whether it is required, its options for
 * a choice, moved up or down by buttons (reachable by keyboard, unlike a drag), and a hint when it
 * asks what the daily check-in already measures.
 */
export function QuestionEditor({
  question,
  number,
  languages,
  isFirst,
  isLast,
  onChange,
  onMove,
  onRemove,
}: QuestionEditorProps) {
  const { t } = useTranslation('surveys');
  const overlap = checkinOverlap(question.text);
  const name = t('builder.questionName', { number });
  return (
    <Card role="listitem" aria-label={name} className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-medium">
          {name} · {t(`types.${question.type}`)}
        </h4>
        <div className="flex gap-1">
          <Button
            aria-label={`${t('builder.up')} ${name}`}
            type="button"
            size="sm"
            variant="ghost"
            disabled={isFirst}
            onClick={() => onMove(-1)}
          >
            {t('builder.up')}
          </Button>
          <Button
            aria-label={`${t('builder.down')} ${name}`}
            type="button"
            size="sm"
            variant="ghost"
            disabled={isLast}
            onClick={() => onMove(1)}
          >
            {t('builder.down')}
          </Button>
          <Button
            aria-label={`${t('builder.remove')} ${name}`}
            type="button"
            size="sm"
            variant="ghost"
            onClick={onRemove}
          >
            {t('builder.remove')}
          </Button>
        </div>
      </div>
      <LocalizedInputs
        label={t('builder.questionText')}
        value={question.text}
        languages={languages}
        onChange={(text) => onChange({ ...question, text })}
      />
      {overlap && (
        <Alert tone="info" role="status">
          {t('builder.checkinHint', { measure: t(`measures.${overlap}`) })}
        </Alert>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={question.required}
          onChange={(event) => onChange({ ...question, required: event.target.checked })}
        />
        {t('builder.required')}
      </label>
      {(question.type === 'single' || question.type === 'multiple') && (
        <div className="space-y-2">
          {question.options.map((option, index) => (
            <div key={option.id} className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1">
                <LocalizedInputs
                  label={t('builder.option', { number: index + 1 })}
                  value={option.text}
                  languages={languages}
                  onChange={(text) =>
                    onChange({
                      ...question,
                      options: question.options.map((o) => (o.id === option.id ? { ...o, text } : o)),
                    })
                  }
                />
              </div>
              <Button
                aria-label={`${t('builder.up')} ${t('builder.option', { number: index + 1 })}`}
                type="button"
                size="sm"
                variant="ghost"
                disabled={index === 0}
                onClick={() => onChange({ ...question, options: moved(question.options, index, -1) })}
              >
                {t('builder.up')}
              </Button>
              <Button
                aria-label={`${t('builder.remove')} ${t('builder.option', { number: index + 1 })}`}
                type="button"
                size="sm"
                variant="ghost"
                disabled={question.options.length <= 2}
                onClick={() =>
                  onChange({ ...question, options: question.options.filter((o) => o.id !== option.id) })
                }
              >
                {t('builder.remove')}
              </Button>
            </div>
          ))}
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() =>
              onChange({ ...question, options: [...question.options, { id: newKey('o'), text: {} }] })
            }
          >
            {t('builder.addOption')}
          </Button>
        </div>
      )}
    </Card>
  );
}
