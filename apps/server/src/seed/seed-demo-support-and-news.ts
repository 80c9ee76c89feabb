import type { ArticleCategory, TicketCategory, TicketPriority, TicketStatus } from '@tera/domain';
import type { Db } from '../db/database.ts';
import { newsArticles, newsReads, supportMessages, supportTickets } from '../db/schema/index.ts';
import { sanitiseArticle } from '../modules/news/sanitise-article.ts';
import { randomFor } from './seeded-random.ts';
import type { SeededPerson } from './seed-demo-people.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface DemoTicket {
  from: string;
  title: string;
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  daysAgo: number;
  /** The conversation after the description, support's turns marked. */
  thread: { support: boolean; body: string; hoursLater: number }[];
}

const TICKETS: DemoTicket[] = [
  {
    from: 'javier',
    title: 'El recordatorio llega a una hora rara',
    description: 'Desde el cambio de hora el recordatorio del check-in me llega a las 10 en vez de a las 9.',
    category: 'technical',
    priority: 'medium',
    status: 'resolved',
    daysAgo: 6,
    thread: [
      { support: true, body: '¿Tienes la zona horaria de tu perfil en Europe/Madrid?', hoursLater: 3 },
      { support: false, body: 'Estaba en Londres. Ya lo he cambiado y llega bien, gracias.', hoursLater: 20 },
      { support: true, body: '¡Perfecto! Cerramos el ticket; escríbenos si vuelve a pasar.', hoursLater: 22 },
    ],
  },
  {
    from: 'ana',
    title: 'Factura con el CIF antiguo',
    description:
      'La factura de este mes sigue saliendo con el CIF anterior de la empresa. ¿Podéis corregirla?',
    category: 'billing',
    priority: 'high',
    status: 'waiting_response',
    daysAgo: 2,
    thread: [
      {
        support: true,
        body: 'Lo revisamos. ¿Nos confirmas el CIF nuevo y desde qué fecha aplica?',
        hoursLater: 1,
      },
    ],
  },
  {
    from: 'maria',
    title: 'Exportar mis check-ins',
    description: 'Quiero descargar todos mis check-ins del año para llevarlos a mi terapeuta. ¿Cómo lo hago?',
    category: 'privacy',
    priority: 'low',
    status: 'open',
    daysAgo: 0,
    thread: [],
  },
];

interface DemoArticle {
  title: string;
  excerpt: string;
  content: string;
  category: ArticleCategory;
  tags: string[];
  featured: boolean;
  requiresConfirmation: boolean;
  /** Days from now it was or will be published; null keeps it a draft. */
  publishedDaysAgo: number | null;
  /** The share of the company that read it, and of those, that confirmed. */
  readShare: number;
}

const ARTICLES: DemoArticle[] = [
  {
    title: 'Nueva política de teletrabajo',
    excerpt: 'Desde abril, dos días a la semana en casa para todos los equipos.',
    content:
      '<h2>Qué cambia</h2><p>Desde el 1 de abril cada persona elige <strong>dos días</strong> de teletrabajo a la semana.</p><ul><li>Los días se acuerdan con el equipo.</li><li>El viernes sigue siendo flexible.</li></ul><p>Lee la política completa y confirma que la has leído.</p>',
    category: 'policy',
    tags: ['teletrabajo', 'política'],
    featured: true,
    requiresConfirmation: true,
    publishedDaysAgo: 5,
    readShare: 0.7,
  },
  {
    title: 'Semana del bienestar',
    excerpt: 'Talleres de respiración, pausas activas y una charla sobre sueño.',
    content:
      '<p>La semana que viene celebramos la <em>semana del bienestar</em>.</p><blockquote>Cuidarnos también es trabajo en equipo.</blockquote><p>Apúntate a los talleres desde el canal de Personas.</p>',
    category: 'wellbeing',
    tags: ['bienestar', 'talleres'],
    featured: false,
    requiresConfirmation: false,
    publishedDaysAgo: 12,
    readShare: 0.55,
  },
  {
    title: 'Resultados del trimestre',
    excerpt: 'Lo que hemos logrado juntos y lo que viene.',
    content: '<h2>Gracias a todos</h2><p>Hemos superado el objetivo de clientes nuevos en un 12 %.</p>',
    category: 'announcement',
    tags: ['resultados'],
    featured: false,
    requiresConfirmation: false,
    publishedDaysAgo: -2,
    readShare: 0,
  },
  {
    title: 'Cena de verano (borrador)',
    excerpt: 'Fecha y lugar por confirmar.',
    content: '<p>Estamos buscando fecha para la cena de verano.</p>',
    category: 'events',
    tags: ['eventos'],
    featured: false,
    requiresConfirmation: false,
    publishedDaysAgo: null,
    readShare: 0,
  },
];

/**
 * The demo's support tickets with their conversations, and the company's news: a featured policy
 * that asks for confirmation, read and confirmed by part of the company, a published article, a
 * scheduled one and a draft. Who read what is drawn from each person's own seeded random.
 */
export async function seedDemoSupportAndNews(db: Db, people: SeededPerson[], now: Date): Promise<void> {
  const byKey = new Map(people.map((person) => [person.spec.key, person]));
  const support = people.find((person) => person.spec.isSuperAdmin);
  for (const ticket of TICKETS) {
    const requester = byKey.get(ticket.from);
    if (!requester || !support) continue;
    const openedAt = new Date(now.getTime() - ticket.daysAgo * DAY_MS - 2 * HOUR_MS);
    const turns = ticket.thread.map((turn) => ({
      ...turn,
      at: new Date(openedAt.getTime() + turn.hoursLater * HOUR_MS),
    }));
    const firstAnswer = turns.find((turn) => turn.support)?.at ?? null;
    const [row] = await db
      .insert(supportTickets)
      .values({
        requesterId: requester.userId,
        companyId: requester.companyId,
        title: ticket.title,
        description: ticket.description,
        category: ticket.category,
        priority: ticket.priority,
        status: ticket.status,
        firstResponseAt: firstAnswer,
        createdAt: openedAt,
        updatedAt: turns.at(-1)?.at ?? openedAt,
      })
      .returning({ id: supportTickets.id });
    if (turns.length > 0) {
      await db.insert(supportMessages).values(
        turns.map((turn) => ({
          ticketId: row!.id,
          authorId: turn.support ? support.userId : requester.userId,
          fromSupport: turn.support,
          body: turn.body,
          createdAt: turn.at,
        })),
      );
    }
  }

  const author = byKey.get('ana');
  const companyId = author?.companyId;
  if (!author || !companyId) return;
  const members = people.filter((person) => person.companyId === companyId);
  for (const article of ARTICLES) {
    const publishedAt =
      article.publishedDaysAgo === null ? null : new Date(now.getTime() - article.publishedDaysAgo * DAY_MS);
    const [row] = await db
      .insert(newsArticles)
      .values({
        companyId,
        authorId: author.userId,
        title: article.title,
        excerpt: article.excerpt,
        content: await sanitiseArticle(article.content),
        category: article.category,
        tags: article.tags,
        featured: article.featured,
        requiresConfirmation: article.requiresConfirmation,
        publishedAt,
        createdAt: new Date((publishedAt ?? now).getTime() - DAY_MS),
        updatedAt: publishedAt ?? now,
      })
      .returning({ id: newsArticles.id });
    if (!publishedAt || publishedAt > now) continue;
    const reads = members.flatMap((member) => {
      const random = randomFor(`${member.spec.email}:${article.title}`);
      if (random.next() >= article.readShare) return [];
      const readAt = new Date(publishedAt.getTime() + random.between(1, 48) * HOUR_MS);
      const confirmed = article.requiresConfirmation && random.next() < 0.8;
      return [{ articleId: row!.id, userId: member.userId, readAt, confirmedAt: confirmed ? readAt : null }];
    });
    if (reads.length > 0) await db.insert(newsReads).values(reads);
  }
}
