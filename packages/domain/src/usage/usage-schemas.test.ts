import { describe, expect, it } from 'vitest';
import { usageBatchSchema } from './usage-schemas.ts';

const session = {
  id: '6f9c1e2a-0b1c-4d2e-9f30-112233445566',
  startedAt: '2026-03-02T09:00:00.000Z',
  device: { browser: 'Chrome', os: 'Android', deviceType: 'phone', screenSize: '390x844' },
};
const event = (n: number) => ({
  id: `6f9c1e2a-0b1c-4d2e-9f30-1122334455${String(n).padStart(2, '0')}`,
  type: 'page_view',
  screen: '/dashboard',
  at: '2026-03-02T09:00:01.000Z',
});

describe('usageBatchSchema', () => {
  it('accepts a batch of the three event types', () => {
    const batch = usageBatchSchema.parse({
      session,
      events: [
        event(1),
        { ...event(2), type: 'click', data: { text: 'Guardar' } },
        {
          ...event(3),
          type: 'performance',
          data: { loadMs: 820, domContentLoadedMs: 400, firstByteMs: 90 },
        },
      ],
    });
    expect(batch.events).toHaveLength(3);
  });

  it('refuses a click text longer than 100 characters', () => {
    const click = { ...event(1), type: 'click', data: { text: 'x'.repeat(101) } };
    expect(usageBatchSchema.safeParse({ session, events: [click] }).success).toBe(false);
    const atLimit = { ...click, data: { text: 'x'.repeat(100) } };
    expect(usageBatchSchema.safeParse({ session, events: [atLimit] }).success).toBe(true);
  });

  it('refuses anything beyond what an event may hold, such as typed text or a check-in value', () => {
    const typed = { ...event(1), type: 'click', data: { text: 'Enviar', value: 'me siento mal' } };
    expect(usageBatchSchema.safeParse({ session, events: [typed] }).success).toBe(false);
    const mood = { ...event(1), mood: 2 };
    expect(usageBatchSchema.safeParse({ session, events: [mood] }).success).toBe(false);
  });

  it('refuses a page with a query, and more than 50 events', () => {
    const query = { ...event(1), screen: '/dashboard?email=a@b.c' };
    expect(usageBatchSchema.safeParse({ session, events: [query] }).success).toBe(false);
    const many = Array.from({ length: 51 }, (_, n) => event(n));
    expect(usageBatchSchema.safeParse({ session, events: many }).success).toBe(false);
    expect(usageBatchSchema.safeParse({ session, events: many.slice(0, 50) }).success).toBe(true);
  });
});
