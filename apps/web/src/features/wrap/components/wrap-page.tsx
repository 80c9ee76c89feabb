import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toPng } from 'html-to-image';
import type { TeraWrapResponse } from '@tera/domain';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { useActor } from '../../../lib/auth/use-actor';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useWrapQuery } from '../api/wrap';
import { WrapCardContent } from './wrap-card-content';

/** /wrap: the person's TeraWrap, one card at a time (docs/product/personal-wellbeing.md#terawrap). */
export function WrapPage() {
  const { t } = useTranslation('wrap');
  const userId = useActor()?.userId ?? '';
  const query = useWrapQuery(userId);
  return (
    <div className="space-y-6">
      <PageTitle page="wrap" />
      <PageHeader
        title={query.data ? t('title', { year: query.data.wrap.year }) : t('heading')}
        lead={t('lead')}
      />
      {query.isError ? (
        <Alert tone="danger" title={t('failed')}>
          <p>{describeError(query.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : query.data ? (
        <WrapCards wrap={query.data.wrap} />
      ) : (
        <Loading label={t('loading')} />
      )}
    </div>
  );
}

function WrapCards({ wrap }: { wrap: TeraWrapResponse }) {
  const { t } = useTranslation('wrap');
  const [index, setIndex] = useState(0);
  const [saving, setSaving] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const total = wrap.cards.length;
  const card = wrap.cards[index] ?? wrap.cards[0]!;
  const go = (next: number) => setIndex(Math.min(Math.max(next, 0), total - 1));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
  };

  async function download() {
    if (!cardRef.current) return;
    setSaving(true);
    try {
      const link = document.createElement('a');
      link.href = await toPng(cardRef.current, { pixelRatio: 2 });
      link.download = `terawrap-${wrap.year}-${card}.png`;
      link.click();
    } catch {
      notify.error(t('downloadFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('title', { year: wrap.year })}
      onKeyDown={onKeyDown}
      className="space-y-4"
    >
      <div
        ref={cardRef}
        role="group"
        aria-roledescription="slide"
        aria-label={t('position', { current: index + 1, total })}
        aria-live="polite"
        tabIndex={0}
        className="mx-auto flex min-h-80 max-w-md flex-col justify-center gap-4 rounded-2xl bg-primary p-8 text-primary-fg shadow-lg outline-offset-4"
      >
        <p className="text-sm">{t('position', { current: index + 1, total })}</p>
        <WrapCardContent card={card} wrap={wrap} />
      </div>
      <div className="mx-auto flex max-w-md flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
          {t('previous')}
        </Button>
        <Button variant="secondary" onClick={() => go(index + 1)} disabled={index === total - 1}>
          {t('next')}
        </Button>
        <Button variant="ghost" onClick={() => void download()} isLoading={saving}>
          {t('download')}
        </Button>
      </div>
      <p className="mx-auto max-w-md text-sm text-fg-muted">{t('keys')}</p>
    </section>
  );
}
