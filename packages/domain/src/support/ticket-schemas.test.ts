import { describe, expect, it } from 'vitest';
import { newTicketSchema } from './ticket-schemas.ts';

const valid = {
  title: 'No puedo entrar',
  description: 'Desde esta mañana la app me dice que mi sesión ha caducado.',
  category: 'account',
  priority: 'medium',
};
const messageFor = (changes: Record<string, unknown>) =>
  newTicketSchema.safeParse({ ...valid, ...changes }).error?.issues[0]?.message;

describe('a new ticket', () => {
  it('takes a title of 5 to 200 characters, with the spec’s message at each limit', () => {
    expect(messageFor({ title: 'abcd' })).toBe('validation.ticketTitleShort');
    expect(messageFor({ title: 'abcde' })).toBeUndefined();
    expect(messageFor({ title: 'a'.repeat(200) })).toBeUndefined();
    expect(messageFor({ title: 'a'.repeat(201) })).toBe('validation.ticketTitleLong');
  });

  it('takes a description of 20 to 2000 characters', () => {
    expect(messageFor({ description: 'a'.repeat(19) })).toBe('validation.ticketDescriptionShort');
    expect(messageFor({ description: 'a'.repeat(20) })).toBeUndefined();
    expect(messageFor({ description: 'a'.repeat(2000) })).toBeUndefined();
    expect(messageFor({ description: 'a'.repeat(2001) })).toBe('validation.ticketDescriptionLong');
  });

  it('requires the title, the description and a known category', () => {
    expect(messageFor({ title: '   ' })).toBe('validation.required');
    expect(messageFor({ description: '' })).toBe('validation.required');
    expect(messageFor({ category: 'gossip' })).toBe('validation.choose');
    expect(messageFor({ priority: 'whenever' })).toBe('validation.choose');
  });
});
