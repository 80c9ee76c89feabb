import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@tera/domain';
import { PageTitle } from '../../../components/layout/page-title';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DownloadIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useInvoicesQuery } from '../api/billing';
import { useBillingFormat } from './billing-format';
import { BillingFrame } from './billing-frame';

const TONES: Record<Invoice['status'], BadgeTone> = {
  draft: 'neutral',
  open: 'warning',
  paid: 'success',
  uncollectible: 'danger',
  void: 'neutral',
};

/** /empresa/{slug}/admin/billing/invoices: date, number, amount, status and the PDF of each. */
export function InvoicesPage() {
  const { t } = useTranslation('billing');
  const slug = useParams().slug ?? '';
  return (
    <>
      <PageTitle page="billingInvoices" />
      <BillingFrame slug={slug} title={t('invoices.title')} lead={t('invoices.lead')}>
        {() => <InvoiceList slug={slug} />}
      </BillingFrame>
    </>
  );
}

function InvoiceList({ slug }: { slug: string }) {
  const { t } = useTranslation('billing');
  const { money, date } = useBillingFormat();
  const invoices = useInvoicesQuery(slug);
  if (invoices.isPending) return <Skeleton className="h-40 w-full" />;
  if (invoices.isError)
    return (
      <div role="alert" className="space-y-3">
        <p className="text-fg">{t('invoices.loadError')}</p>
        <Button variant="secondary" onClick={() => void invoices.refetch()}>
          {t('page.retry')}
        </Button>
      </div>
    );
  if (invoices.data.invoices.length === 0) return <p className="text-fg-muted">{t('invoices.empty')}</p>;
  return (
    <Card className="overflow-x-auto p-0 sm:p-0">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{t('invoices.title')}</caption>
        <thead className="border-b border-border text-fg-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('invoices.date')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('invoices.number')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t('invoices.amount')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('invoices.status')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('invoices.pdf')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.data.invoices.map((invoice) => (
            <tr key={invoice.id} className="border-b border-border last:border-0">
              <td className="px-4 py-3 text-fg">{date(invoice.issuedAt)}</td>
              <td className="px-4 py-3 font-mono text-fg">{invoice.number ?? '—'}</td>
              <td className="px-4 py-3 text-right text-fg">
                {money(invoice.amountDue / 100, invoice.currency)}
              </td>
              <td className="px-4 py-3">
                <Badge tone={TONES[invoice.status]}>{t(`invoices.statuses.${invoice.status}`)}</Badge>
              </td>
              <td className="px-4 py-3">
                {invoice.pdfUrl ? (
                  <a
                    href={invoice.pdfUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
                    aria-label={t('invoices.download', { number: invoice.number ?? invoice.id })}
                  >
                    <DownloadIcon className="size-4" aria-hidden="true" />
                    PDF
                  </a>
                ) : (
                  <span className="text-fg-muted">{t('invoices.noPdf')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
