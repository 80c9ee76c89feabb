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
  const rows = invoices.data.invoices;
  const amount = (invoice: Invoice) => money(invoice.amountDue / 100, invoice.currency);
  const status = (invoice: Invoice) => (
    <Badge tone={TONES[invoice.status]}>{t(`invoices.statuses.${invoice.status}`)}</Badge>
  );
  return (
    <>
      {/* A phone reads each invoice as a card; five columns do not fit its width. */}
      <ul className="space-y-3 sm:hidden" aria-label={t('invoices.title')}>
        {rows.map((invoice) => (
          <li key={invoice.id}>
            <Card className="space-y-2">
              <div className="flex items-start justify-between gap-3">
                <p className="font-semibold text-fg">{date(invoice.issuedAt)}</p>
                {status(invoice)}
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-fg-muted">{t('invoices.number')}</dt>
                <dd className="font-mono break-all text-fg">{invoice.number ?? '—'}</dd>
                <dt className="text-fg-muted">{t('invoices.amount')}</dt>
                <dd className="text-fg">{amount(invoice)}</dd>
              </dl>
              <InvoicePdf invoice={invoice} />
            </Card>
          </li>
        ))}
      </ul>
      <Card className="hidden p-0 sm:block sm:p-0">
        <table className="w-full text-left text-sm">
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
            {rows.map((invoice) => (
              <tr key={invoice.id} className="border-b border-border last:border-0">
                <td className="px-4 py-3 text-fg">{date(invoice.issuedAt)}</td>
                <td className="px-4 py-3 font-mono text-fg">{invoice.number ?? '—'}</td>
                <td className="px-4 py-3 text-right text-fg">{amount(invoice)}</td>
                <td className="px-4 py-3">{status(invoice)}</td>
                <td className="px-4 py-3">
                  <InvoicePdf invoice={invoice} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}

function InvoicePdf({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('billing');
  // Tera's own rendering speaks the language being read, which a new tab would not tell it.
  const href = invoice.pdfUrl.startsWith('/api/') ? `${invoice.pdfUrl}?lng=${i18n.language}` : invoice.pdfUrl;
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
      aria-label={t('invoices.download', { number: invoice.number ?? invoice.id })}
    >
      <DownloadIcon className="size-4" aria-hidden="true" />
      PDF
    </a>
  );
}
