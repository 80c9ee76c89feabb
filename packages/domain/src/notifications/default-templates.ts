import type { SupportedLanguage as Language } from '../i18n/languages.ts';
import type { NotificationType } from './notification-types.ts';
import type { TemplateContents } from './notification-template-schemas.ts';

/**
 * Tera's own template for each type, in both languages. A company uses it until it saves one of
 * its own as the type's default. The frame around the body (the company's name, the unsubscribe
 * footer) is added when the mail is sent and cannot be edited away.
 */
export const DEFAULT_TEMPLATES: Record<
  NotificationType,
  { name: Record<Language, string>; content: TemplateContents }
> = {
  daily_reminder: {
    name: { es: 'Recordatorio diario', en: 'Daily reminder' },
    content: {
      es: {
        subject: '{{ firstName }}, ¿cómo llegas hoy?',
        html: `<p>Hola, {{ firstName }}:</p>
<p>Tu check-in de hoy lleva menos de un minuto. Tus respuestas son tuyas: tu equipo solo ve cifras de grupo.</p>
{% if message != blank %}<p>{{ message }}</p>{% endif %}
<p><a href="{{ checkinLink }}" class="button">Hacer mi check-in</a></p>
<p class="quiet">¿Vacaciones o una semana intensa? <a href="{{ pauseLink }}">Pausa los recordatorios una semana</a>.</p>`,
        text: `Hola, {{ firstName }}:

Tu check-in de hoy lleva menos de un minuto. Tus respuestas son tuyas: tu equipo solo ve cifras de grupo.
{% if message != blank %}
{{ message }}
{% endif %}
Hacer mi check-in: {{ checkinLink }}

¿Vacaciones o una semana intensa? Pausa los recordatorios una semana: {{ pauseLink }}`,
      },
      en: {
        subject: '{{ firstName }}, how are you arriving today?',
        html: `<p>Hi {{ firstName }},</p>
<p>Today's check-in takes less than a minute. Your answers are yours: your team only sees group figures.</p>
{% if message != blank %}<p>{{ message }}</p>{% endif %}
<p><a href="{{ checkinLink }}" class="button">Do my check-in</a></p>
<p class="quiet">On holiday or in a busy week? <a href="{{ pauseLink }}">Pause reminders for a week</a>.</p>`,
        text: `Hi {{ firstName }},

Today's check-in takes less than a minute. Your answers are yours: your team only sees group figures.
{% if message != blank %}
{{ message }}
{% endif %}
Do my check-in: {{ checkinLink }}

On holiday or in a busy week? Pause reminders for a week: {{ pauseLink }}`,
      },
    },
  },
  weekly_digest: {
    name: { es: 'Resumen semanal del líder', en: "Leader's weekly digest" },
    content: {
      es: {
        subject: 'Tu equipo la semana del {{ week }}',
        html: `<p>Hola, {{ firstName }}:</p>
<p>Así llegó tu equipo la semana del {{ week }}:</p>
<ul>
<li>TeraPulse: <strong>{{ pulse }}</strong></li>
<li>Participación: <strong>{{ participation }}</strong> ({{ answered }})</li>
</ul>
{% if message != blank %}<p>{{ message }}</p>{% endif %}
<p><a href="{{ panelLink }}" class="button">Abrir el panel del líder</a></p>`,
        text: `Hola, {{ firstName }}:

Así llegó tu equipo la semana del {{ week }}:
- TeraPulse: {{ pulse }}
- Participación: {{ participation }} ({{ answered }})
{% if message != blank %}
{{ message }}
{% endif %}
Abrir el panel del líder: {{ panelLink }}`,
      },
      en: {
        subject: 'Your team in the week of {{ week }}',
        html: `<p>Hi {{ firstName }},</p>
<p>This is how your team arrived in the week of {{ week }}:</p>
<ul>
<li>TeraPulse: <strong>{{ pulse }}</strong></li>
<li>Participation: <strong>{{ participation }}</strong> ({{ answered }})</li>
</ul>
{% if message != blank %}<p>{{ message }}</p>{% endif %}
<p><a href="{{ panelLink }}" class="button">Open the leader panel</a></p>`,
        text: `Hi {{ firstName }},

This is how your team arrived in the week of {{ week }}:
- TeraPulse: {{ pulse }}
- Participation: {{ participation }} ({{ answered }})
{% if message != blank %}
{{ message }}
{% endif %}
Open the leader panel: {{ panelLink }}`,
      },
    },
  },
};
