import {
  acceptsMessages,
  can,
  canMoveTicket,
  normaliseLanguage,
  statusAfterMessage,
  ticketSideOf,
  type Actor,
  type NewTicket,
  type TicketDetail,
  type TicketStatus,
} from '@tera/domain';
import { publicUrl } from '../../config.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { composeAnswerMail, composeSupportMail } from './support-mail.ts';
import {
  createTicket,
  languageOf,
  readTicket,
  setStatus,
  supportAddresses,
  writeMessage,
} from './ticket-store.ts';

/** The ticket, once the record rules let the actor take the action on it; as missing otherwise. */
async function ticketFor(
  deps: AppDeps,
  actor: Actor,
  action: 'read' | 'reply' | 'changeStatus',
  ticketId: string,
) {
  const ticket = await readTicket(deps.database.db, ticketId);
  if (!can(actor, action, { kind: 'supportTicket', requesterId: ticket.requesterId })) {
    throw new AppError('RECORD_NOT_FOUND');
  }
  return ticket;
}

export const readTicketAs = (deps: AppDeps, actor: Actor, ticketId: string) =>
  ticketFor(deps, actor, 'read', ticketId);

async function mailSupport(deps: AppDeps, ticket: TicketDetail, kind: 'ticket' | 'message') {
  const link = `${publicUrl(deps.config)}/super-admin/dashboard?tab=support&ticket=${ticket.id}`;
  for (const address of await supportAddresses(deps.database.db)) {
    await deps.mailer.send(
      composeSupportMail({
        to: address.email,
        language: normaliseLanguage(address.language),
        requesterName: ticket.requesterName,
        title: ticket.title,
        kind,
        link,
      }),
    );
  }
}

export async function openTicket(deps: AppDeps, actor: Actor, ticket: NewTicket): Promise<TicketDetail> {
  const { db } = deps.database;
  const id = await createTicket(db, {
    requesterId: actor.userId,
    companyId: actor.companyId,
    ticket,
    now: deps.clock.now(),
  });
  const created = await readTicket(db, id);
  await mailSupport(deps, created, 'ticket');
  return created;
}

/** A message on the ticket, moving its status as the conversation does (docs/product/support.md#statuses). */
export async function replyToTicket(
  deps: AppDeps,
  actor: Actor,
  ticketId: string,
  body: string,
): Promise<TicketDetail> {
  const { db } = deps.database;
  const ticket = await ticketFor(deps, actor, 'reply', ticketId);
  if (!acceptsMessages(ticket.status)) {
    throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'TICKET_CLOSED' });
  }
  const side = ticketSideOf(actor);
  const written = await writeMessage(db, {
    ticketId,
    authorId: actor.userId,
    fromSupport: side === 'support',
    body,
    from: ticket.status,
    to: statusAfterMessage(side, ticket.status),
    firstResponse: side === 'support' && ticket.firstResponseAt === null,
    now: deps.clock.now(),
  });
  if (!written) throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'TICKET_STATUS_CHANGE' });
  if (side === 'support') {
    await deps.mailer.send(
      composeAnswerMail({
        to: ticket.requesterEmail,
        language: normaliseLanguage(await languageOf(db, ticket.requesterId)),
        title: ticket.title,
        link: `${publicUrl(deps.config)}/support?ticket=${ticket.id}`,
      }),
    );
  } else {
    await mailSupport(deps, ticket, 'message');
  }
  return readTicket(db, ticketId);
}

export async function changeTicketStatus(
  deps: AppDeps,
  actor: Actor,
  ticketId: string,
  to: TicketStatus,
): Promise<TicketDetail> {
  const { db } = deps.database;
  const ticket = await ticketFor(deps, actor, 'changeStatus', ticketId);
  const allowed =
    canMoveTicket(ticketSideOf(actor), ticket.status, to) &&
    (await setStatus(db, { ticketId, from: ticket.status, to, now: deps.clock.now() }));
  if (!allowed) throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'TICKET_STATUS_CHANGE' });
  return readTicket(db, ticketId);
}
