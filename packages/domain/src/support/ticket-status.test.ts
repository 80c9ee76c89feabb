import { describe, expect, it } from 'vitest';
import { TICKET_STATUSES, acceptsMessages, canMoveTicket, statusAfterMessage } from './ticket-status.ts';

describe('ticket statuses', () => {
  it('may all be set by support, except to the status the ticket already has', () => {
    for (const from of TICKET_STATUSES) {
      for (const to of TICKET_STATUSES) expect(canMoveTicket('support', from, to)).toBe(from !== to);
    }
  });

  it('let the person close their ticket, and reopen it only while resolved', () => {
    expect(canMoveTicket('requester', 'open', 'closed')).toBe(true);
    expect(canMoveTicket('requester', 'resolved', 'open')).toBe(true);
    expect(canMoveTicket('requester', 'closed', 'open')).toBe(false);
    expect(canMoveTicket('requester', 'open', 'resolved')).toBe(false);
    expect(canMoveTicket('requester', 'open', 'in_progress')).toBe(false);
  });

  it('follow the conversation', () => {
    expect(statusAfterMessage('support', 'open')).toBe('waiting_response');
    expect(statusAfterMessage('support', 'in_progress')).toBe('waiting_response');
    expect(statusAfterMessage('support', 'resolved')).toBe('resolved');
    expect(statusAfterMessage('requester', 'waiting_response')).toBe('in_progress');
    expect(statusAfterMessage('requester', 'resolved')).toBe('open');
    expect(statusAfterMessage('requester', 'open')).toBe('open');
  });

  it('close the conversation once closed', () => {
    expect(acceptsMessages('closed')).toBe(false);
    expect(acceptsMessages('resolved')).toBe(true);
  });
});
