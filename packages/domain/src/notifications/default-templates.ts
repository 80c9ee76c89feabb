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
  survey_invitation: {
    name: { es: 'Invitación a una encuesta', en: 'Survey invitation' },
    content: {
      es: {
        subject: '{{ company }} quiere saber tu opinión: {{ survey }}',
        html: `<p>Hola, {{ firstName }}:</p>
<p>{{ company }} ha abierto la encuesta <strong>{{ survey }}</strong> y te invita a responderla. Está abierta hasta el {{ closesOn }}.</p>
<p>Antes de la primera pregunta verás si es anónima o confidencial.</p>
{% if message != blank %}<p>{{ message }}</p>{% endif %}
<p><a href="{{ surveyLink }}" class="button">Responder la encuesta</a></p>`,
        text: `Hola, {{ firstName }}:

{{ company }} ha abierto la encuesta «{{ survey }}» y te invita a responderla. Está abierta hasta el {{ closesOn }}.
Antes de la primera pregunta verás si es anónima o confidencial.
{% if message != blank %}
{{ message }}
{% endif %}
Responder la encuesta: {{ surveyLink }}`,
      },
      en: {
        subject: '{{ company }} would like your view: {{ survey }}',
        html: `<p>Hi {{ firstName }},</p>
<p>{{ company }} has opened the survey <strong>{{ survey }}</strong> and invites you to answer it. It is open until {{ closesOn }}.</p>
<p>Before the first question you will see whether it is anonymous or confidential.</p>
{% if message != blank %}<p>{{ message }}</p>{% endif %}
<p><a href="{{ surveyLink }}" class="button">Answer the survey</a></p>`,
        text: `Hi {{ firstName }},

{{ company }} has opened the survey "{{ survey }}" and invites you to answer it. It is open until {{ closesOn }}.
Before the first question you will see whether it is anonymous or confidential.
{% if message != blank %}
{{ message }}
{% endif %}
Answer the survey: {{ surveyLink }}`,
      },
    },
  },
  survey_reminder: {
    name: { es: 'Recordatorio de encuesta', en: 'Survey reminder' },
    content: {
      es: {
        subject: 'La encuesta {{ survey }} cierra el {{ closesOn }}',
        html: `<p>Hola, {{ firstName }}:</p>
<p>Aún no has respondido la encuesta <strong>{{ survey }}</strong> de {{ company }}. Cierra el {{ closesOn }}; lo que ya hayas contestado sigue guardado.</p>
{% if message != blank %}<p>{{ message }}</p>{% endif %}
<p><a href="{{ surveyLink }}" class="button">Terminar la encuesta</a></p>`,
        text: `Hola, {{ firstName }}:

Aún no has respondido la encuesta «{{ survey }}» de {{ company }}. Cierra el {{ closesOn }}; lo que ya hayas contestado sigue guardado.
{% if message != blank %}
{{ message }}
{% endif %}
Terminar la encuesta: {{ surveyLink }}`,
      },
      en: {
        subject: 'The survey {{ survey }} closes on {{ closesOn }}',
        html: `<p>Hi {{ firstName }},</p>
<p>You have not answered {{ company }}'s survey <strong>{{ survey }}</strong> yet. It closes on {{ closesOn }}; whatever you have answered so far is kept.</p>
{% if message != blank %}<p>{{ message }}</p>{% endif %}
<p><a href="{{ surveyLink }}" class="button">Finish the survey</a></p>`,
        text: `Hi {{ firstName }},

You have not answered {{ company }}'s survey "{{ survey }}" yet. It closes on {{ closesOn }}; whatever you have answered so far is kept.
{% if message != blank %}
{{ message }}
{% endif %}
Finish the survey: {{ surveyLink }}`,
      },
    },
  },
  trial_ending: {
    name: { es: 'Fin de la prueba', en: 'Trial ending' },
    content: {
      es: {
        subject: 'La prueba de {{ company }} en Tera termina el {{ endsOn }}',
        html: `<p>Hola, {{ firstName }}:</p>
<p>La prueba gratuita de {{ company }} termina el {{ endsOn }}. Elige un plan para seguir usando los análisis de líderes y administradores.</p>
<p>Los check-ins de cada persona, su historial y su exportación siguen funcionando siempre.</p>
{% if message != blank %}<p>{{ message }}</p>{% endif %}
<p><a href="{{ billingLink }}" class="button">Elegir un plan</a></p>`,
        text: `Hola, {{ firstName }}:

La prueba gratuita de {{ company }} termina el {{ endsOn }}. Elige un plan para seguir usando los análisis de líderes y administradores.
Los check-ins de cada persona, su historial y su exportación siguen funcionando siempre.
{% if message != blank %}
{{ message }}
{% endif %}
Elegir un plan: {{ billingLink }}`,
      },
      en: {
        subject: "{{ company }}'s Tera trial ends on {{ endsOn }}",
        html: `<p>Hi {{ firstName }},</p>
<p>{{ company }}'s free trial ends on {{ endsOn }}. Choose a plan to keep using leader and admin analytics.</p>
<p>Everyone's own check-ins, history and export always keep working.</p>
{% if message != blank %}<p>{{ message }}</p>{% endif %}
<p><a href="{{ billingLink }}" class="button">Choose a plan</a></p>`,
        text: `Hi {{ firstName }},

{{ company }}'s free trial ends on {{ endsOn }}. Choose a plan to keep using leader and admin analytics.
Everyone's own check-ins, history and export always keep working.
{% if message != blank %}
{{ message }}
{% endif %}
Choose a plan: {{ billingLink }}`,
      },
    },
  },
  payment_failed: {
    name: { es: 'Pago no cobrado', en: 'Payment failed' },
    content: {
      es: {
        subject: 'No se pudo cobrar la suscripción de {{ company }} en Tera',
        html: `<p>Hola, {{ firstName }}:</p>
<p>El último pago de la suscripción de {{ company }} no se ha podido cobrar. Se volverá a intentar; mientras tanto todo sigue funcionando.</p>
<p>Si el pago no se completa, los análisis de líderes y administradores se pausarán el {{ endsOn }}. Los check-ins de cada persona siguen funcionando siempre.</p>
{% if message != blank %}<p>{{ message }}</p>{% endif %}
<p><a href="{{ billingLink }}" class="button">Revisar el pago</a></p>`,
        text: `Hola, {{ firstName }}:

El último pago de la suscripción de {{ company }} no se ha podido cobrar. Se volverá a intentar; mientras tanto todo sigue funcionando.
Si el pago no se completa, los análisis de líderes y administradores se pausarán el {{ endsOn }}. Los check-ins de cada persona siguen funcionando siempre.
{% if message != blank %}
{{ message }}
{% endif %}
Revisar el pago: {{ billingLink }}`,
      },
      en: {
        subject: "The payment for {{ company }}'s Tera subscription failed",
        html: `<p>Hi {{ firstName }},</p>
<p>The latest payment for {{ company }}'s subscription could not be collected. It will be retried; meanwhile everything keeps working.</p>
<p>If the payment does not go through, leader and admin analytics pause on {{ endsOn }}. Everyone's own check-ins always keep working.</p>
{% if message != blank %}<p>{{ message }}</p>{% endif %}
<p><a href="{{ billingLink }}" class="button">Check the payment</a></p>`,
        text: `Hi {{ firstName }},

The latest payment for {{ company }}'s subscription could not be collected. It will be retried; meanwhile everything keeps working.
If the payment does not go through, leader and admin analytics pause on {{ endsOn }}. Everyone's own check-ins always keep working.
{% if message != blank %}
{{ message }}
{% endif %}
Check the payment: {{ billingLink }}`,
      },
    },
  },
};
