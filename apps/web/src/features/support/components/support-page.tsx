import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title';
import { TicketThread } from '../../../components/support/ticket-thread';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useActor } from '../../../lib/auth/use-actor';
import { HelpAnswers } from './help-answers';
import { NewTicketForm } from './new-ticket-form';
import { OwnTicketList } from './own-ticket-list';
import { UrgentContact } from './urgent-contact';

const TABS = ['new', 'mine', 'help'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** /support: docs/product/support.md. The open tab and ticket are in the address, as a mail links them. */
export function SupportPage() {
  const { t } = useTranslation('support');
  const actor = useActor();
  const [params, setParams] = useSearchParams();
  const ticketId = params.get('ticket');
  const requested = params.get('tab');
  const tab: Tab = ticketId ? 'mine' : isTab(requested) ? requested : 'new';
  const openTicket = (id: string) => setParams({ tab: 'mine', ticket: id });

  return (
    <div className="mx-auto grid w-full max-w-page gap-6 px-4 py-8 sm:px-6">
      <PageTitle page="support" />
      <div>
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-fg-muted">{t('intro')}</p>
      </div>
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value })}>
        <TabsList>
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="new" className="grid gap-4 lg:grid-cols-[2fr_1fr]">
          <NewTicketForm onOpened={openTicket} />
          <UrgentContact />
        </TabsContent>
        <TabsContent value="mine" className="grid gap-4">
          {ticketId && actor ? (
            <>
              <div>
                <Button variant="link" onClick={() => setParams({ tab: 'mine' })}>
                  {t('thread.back')}
                </Button>
              </div>
              <TicketThread ticketId={ticketId} actor={actor} />
            </>
          ) : (
            <OwnTicketList onOpen={openTicket} />
          )}
        </TabsContent>
        <TabsContent value="help">
          <HelpAnswers />
        </TabsContent>
      </Tabs>
    </div>
  );
}
