import type { DemoRequest, DemoRequestReceipt, Language } from '@tera/domain';
import type { AppDeps } from '../../http/app-env.ts';
import { demoRequests } from '../../db/schema/index.ts';
import { composeDemoRequestMail } from './demo-request-mail.ts';

/** Stores the request first: a mail failure must never lose a prospect. */
export async function recordDemoRequest(
  deps: AppDeps,
  request: DemoRequest,
  language: Language,
): Promise<DemoRequestReceipt> {
  const receivedAt = deps.clock.now();
  const { timeZone: _onlyForTheMail, ...stored } = request;
  const [row] = await deps.database.db
    .insert(demoRequests)
    .values({ ...stored, language, createdAt: receivedAt })
    .returning({ id: demoRequests.id });
  await deps.mailer.send(composeDemoRequestMail(request, language, deps.config.SALES_EMAIL, receivedAt));
  return { id: row!.id, receivedAt: receivedAt.toISOString() };
}
