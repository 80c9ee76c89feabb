import type { Language } from './error-catalogue.ts';
import type { RefusalReason } from './refusal-reasons.ts';

/**
 * What each refusal says to the person who met it, in the words the screens and the server
 * already used for it. `{{email}}` is filled in by the reader's i18n with the invited address.
 */
export const REFUSAL_CATALOGUE: Record<Language, Record<RefusalReason, string>> = {
  es: {
    FORBIDDEN_ROLE: 'No tienes permisos para realizar esta acción.',
    UNTRUSTED_ORIGIN: 'No tienes permisos para realizar esta acción.',
    RATE_LIMITED: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    FEATURE_BLOCKED: 'Tu plan actual no incluye esta funcionalidad.',
    BODY_TOO_LARGE: 'La solicitud es demasiado grande.',
    UNSUPPORTED_MEDIA_TYPE: 'El formato de la solicitud no es válido: envía JSON.',
    CHECKIN_NOT_ALLOWED: 'Ya has completado tu check-in hoy o no está disponible en este momento.',
    ALREADY_IN_COMPANY: 'Tu cuenta ya pertenece a otra empresa, así que no puede unirse a esta.',
    SLUG_TAKEN: 'Esa dirección ya está en uso. Prueba con otra.',
    REPORTS_TO_CYCLE:
      'Esa persona depende, directa o indirectamente, de quien estás editando. Elige otro líder para no crear un ciclo.',
    LAST_ADMIN: 'Es el último administrador de la empresa. Nombra antes a otra persona administradora.',
    TEAM_NAME_TAKEN: 'Ya existe un equipo con ese nombre.',
    UNKNOWN_TEAM: 'Ese equipo ya no existe. Recarga la página y elige otro.',
    UNKNOWN_LEADER: 'Esa persona ya no está activa en la empresa. Elige otro líder.',
    ALREADY_MEMBER: 'Esta persona ya forma parte de tu empresa.',
    INVITATION_PENDING: 'Ya hay una invitación pendiente para este correo. Puedes reenviarla desde la lista.',
    INVITATION_NOT_PENDING: 'Esta invitación ya fue aceptada o revocada.',
    INVITATION_EMAIL_MISMATCH: 'Esta invitación es para {{email}}. Entra con ese correo.',
    IMPORT_EMPTY: 'Elige un archivo o pega el contenido del CSV.',
    IMPORT_TOO_LARGE: 'El archivo tiene demasiadas filas. Divídelo en partes de 500 filas como máximo.',
    UNKNOWN_TEMPLATE_VARIABLE: 'La plantilla usa una variable que no existe para este tipo de notificación.',
    TEMPLATE_SYNTAX:
      'La plantilla tiene un error de sintaxis: revisa las llaves {{ }} y las etiquetas {% %}.',
    TEMPLATE_TYPE_MISMATCH: 'Esa plantilla es de otro tipo de notificación.',
    TEMPLATE_IN_USE: 'Una programación usa esta plantilla. Cámbiala antes de borrarla.',
    SURVEY_NOT_DRAFT:
      'La encuesta ya se ha lanzado: sus preguntas no cambian. Duplícala para hacer otra versión.',
    SURVEY_STATUS_CHANGE: 'La encuesta ya no está en un estado que permita ese cambio. Recarga la página.',
    SURVEY_NOT_OPEN: 'Esta encuesta no está abierta: ya no admite respuestas.',
    SURVEY_ALREADY_ANSWERED: 'Ya has respondido esta encuesta. Gracias.',
    SURVEY_EMPTY: 'Añade al menos una pregunta antes de lanzar la encuesta.',
    SURVEY_AUDIENCE_EMPTY: 'No hay nadie activo en ese público. Elige otros equipos o departamentos.',
    ATTACHMENT_TYPE: 'Solo se pueden adjuntar imágenes PNG, JPEG o WebP y documentos PDF.',
    ATTACHMENT_TOO_LARGE: 'El archivo pasa de 2 MB. Adjunta uno más pequeño.',
    ATTACHMENT_LIMIT: 'Una nota admite como mucho cinco archivos adjuntos.',
    EVALUATION_STATUS_CHANGE:
      'La evaluación ya no está en un estado que permita ese cambio. Recarga la página.',
    EVALUATION_INCOMPLETE: 'Puntúa las seis competencias antes de enviar la evaluación.',
    EVALUATION_EXISTS: 'Esta persona ya tiene una evaluación para ese periodo.',
    LEAVE_OVERLAP: 'Ya tienes una solicitud pendiente o aprobada que coincide con esos días.',
    LEAVE_STATUS_CHANGE: 'La solicitud ya no está pendiente. Recarga la página.',
    SELF_RECOGNITION: 'No puedes darte un reconocimiento a ti mismo.',
    RECOGNITION_LIMIT: 'Ya has dado todos los reconocimientos de este trimestre.',
    POINTS_LIMIT: 'No te quedan tantos puntos este trimestre.',
    TICKET_CLOSED: 'Este ticket está cerrado: ya no admite mensajes. Abre uno nuevo si lo necesitas.',
    TICKET_STATUS_CHANGE: 'No puedes pasar el ticket a ese estado.',
    TRAINING_STATUS_CHANGE: 'La formación ya no está en un estado que permita ese cambio. Recarga la página.',
    TRAINING_DUE_IN_PAST: 'Elige hoy o un día posterior como fecha límite.',
    CAREER_PLAN_INCOMPLETE:
      'Por favor, completa el puesto actual y el objetivo antes de generar recomendaciones',
    COMPANY_FULL:
      'La empresa ya no tiene plazas libres en su plan. Pide a quien la administra que amplíe el plan y vuelve a abrir el enlace.',
    PAYMENTS_NOT_CONFIGURED:
      'El pago en línea no está configurado en este servidor. Para cambiar de plan, contacta con el equipo de Tera.',
    PLAN_TOO_SMALL:
      'La empresa tiene más personas (contando las invitaciones pendientes) de las que admite ese plan. Desactiva personas o revoca invitaciones antes de cambiar.',
    NOT_PAID_ONLINE: 'La suscripción de la empresa no se paga en línea, así que no se puede gestionar aquí.',
    INVALID_SIGNATURE: 'La firma del evento no es válida.',
    INVALID_API_KEY: 'La clave de API no es válida o ha sido revocada.',
    KEY_NOT_ALLOWED: 'Esta operación no está disponible con una clave de API.',
    KEY_SCOPE: 'El alcance de esta clave de API no incluye esta operación.',
    API_KEY_LIMIT: 'La empresa ya tiene 25 claves de API activas. Revoca alguna antes de crear otra.',
    SSO_NOT_CONFIGURED:
      'Tu empresa no tiene inicio de sesión único para ese correo. Inicia sesión con tu contraseña.',
    SSO_DOMAIN_TAKEN: 'Otra empresa ya usa inicio de sesión único para uno de esos dominios.',
    SSO_PROVIDER_UNREACHABLE:
      'No se ha podido leer la configuración del proveedor de identidad en esa dirección. Revisa el emisor.',
    SSO_FAILED: 'El proveedor de identidad no ha confirmado tu inicio de sesión. Vuelve a intentarlo.',
    SSO_FOREIGN_DOMAIN:
      'El proveedor de identidad ha devuelto un correo de un dominio que tu empresa no cubre.',
    SSO_UNKNOWN_PERSON:
      'Tu empresa todavía no te ha dado acceso a Tera. Pide una invitación a quien la administra.',
    SSO_OTHER_COMPANY:
      'Tu cuenta de Tera pertenece a otra empresa, así que no puede entrar por este proveedor.',
    PASSWORD_SIGN_IN_OFF:
      'Tu empresa inicia sesión a través de su proveedor de identidad. Usa el inicio de sesión único.',
    SCIM_USER_EXISTS: 'Ya existe una persona con ese nombre de usuario.',
    INVALID_EMAIL_OR_PASSWORD: 'El correo o la contraseña no son correctos.',
    EMAIL_NOT_VERIFIED:
      'Antes de iniciar sesión, confirma tu correo: te hemos enviado un enlace nuevo. Revisa tu bandeja de entrada.',
    EMAIL_TAKEN: 'Ya existe una cuenta con este correo. Inicia sesión o restablece tu contraseña.',
    PASSWORD_TOO_SHORT: 'La contraseña debe tener entre 12 y 128 caracteres.',
    PASSWORD_TOO_LONG: 'La contraseña debe tener entre 12 y 128 caracteres.',
    PASSWORD_TOO_COMMON: 'Esa contraseña aparece entre las más usadas y filtradas. Elige otra.',
    INVALID_TOKEN: 'El enlace para restablecer la contraseña no es válido o ha caducado. Pide uno nuevo.',
    AUTH_ERROR: 'No se pudo completar la operación con tu cuenta. Intenta nuevamente.',
  },
  en: {
    FORBIDDEN_ROLE: 'You do not have permission to perform this action.',
    UNTRUSTED_ORIGIN: 'You do not have permission to perform this action.',
    RATE_LIMITED: 'Too many requests. Wait a moment and try again.',
    FEATURE_BLOCKED: 'Your current plan does not include this feature.',
    BODY_TOO_LARGE: 'The request is too large.',
    UNSUPPORTED_MEDIA_TYPE: 'The request format is not supported: send JSON.',
    CHECKIN_NOT_ALLOWED: "You have already completed today's check-in or it is not available right now.",
    ALREADY_IN_COMPANY: 'Your account already belongs to another company, so it cannot join this one.',
    SLUG_TAKEN: 'That address is taken. Try another one.',
    REPORTS_TO_CYCLE:
      'That person reports, directly or indirectly, to the person you are editing. Choose another leader so the reporting line does not loop.',
    LAST_ADMIN: "This is the company's last administrator. Make someone else an administrator first.",
    TEAM_NAME_TAKEN: 'A team with that name already exists.',
    UNKNOWN_TEAM: 'That team no longer exists. Reload the page and choose another.',
    UNKNOWN_LEADER: 'That person is no longer active in the company. Choose another leader.',
    ALREADY_MEMBER: 'This person is already in your company.',
    INVITATION_PENDING:
      'There is already a pending invitation for this e-mail. You can resend it from the list.',
    INVITATION_NOT_PENDING: 'This invitation was already accepted or revoked.',
    INVITATION_EMAIL_MISMATCH: 'This invitation is for {{email}}. Sign in with that e-mail.',
    IMPORT_EMPTY: 'Choose a file or paste the CSV content.',
    IMPORT_TOO_LARGE: 'The file has too many rows. Split it into parts of at most 500 rows.',
    UNKNOWN_TEMPLATE_VARIABLE:
      'The template uses a variable that does not exist for this kind of notification.',
    TEMPLATE_SYNTAX: 'The template has a syntax error: check the {{ }} braces and {% %} tags.',
    TEMPLATE_TYPE_MISMATCH: 'That template is for another kind of notification.',
    TEMPLATE_IN_USE: 'A schedule uses this template. Change it before deleting the template.',
    SURVEY_NOT_DRAFT:
      'The survey has been launched: its questions no longer change. Duplicate it to make another version.',
    SURVEY_STATUS_CHANGE: 'The survey is no longer in a state that allows that change. Reload the page.',
    SURVEY_NOT_OPEN: 'This survey is not open: it no longer takes answers.',
    SURVEY_ALREADY_ANSWERED: 'You have already answered this survey. Thank you.',
    SURVEY_EMPTY: 'Add at least one question before launching the survey.',
    SURVEY_AUDIENCE_EMPTY: 'Nobody active is in that audience. Choose other teams or departments.',
    ATTACHMENT_TYPE: 'Only PNG, JPEG or WebP images and PDF documents can be attached.',
    ATTACHMENT_TOO_LARGE: 'The file is larger than 2 MB. Attach a smaller one.',
    ATTACHMENT_LIMIT: 'A note takes at most five attachments.',
    EVALUATION_STATUS_CHANGE:
      'The evaluation is no longer in a state that allows that change. Reload the page.',
    EVALUATION_INCOMPLETE: 'Score all six competencies before submitting the evaluation.',
    EVALUATION_EXISTS: 'This person already has an evaluation for that period.',
    LEAVE_OVERLAP: 'You already have a pending or approved request on some of those days.',
    LEAVE_STATUS_CHANGE: 'The request is no longer pending. Reload the page.',
    SELF_RECOGNITION: 'You cannot recognise yourself.',
    RECOGNITION_LIMIT: 'You have given every recognition of this quarter.',
    POINTS_LIMIT: 'You do not have that many points left this quarter.',
    TICKET_CLOSED: 'This ticket is closed: it takes no more messages. Open a new one if you need to.',
    TICKET_STATUS_CHANGE: 'You cannot move the ticket to that status.',
    TRAINING_STATUS_CHANGE: 'The training is no longer in a state that allows that change. Reload the page.',
    TRAINING_DUE_IN_PAST: 'Choose today or a later day as the due date.',
    CAREER_PLAN_INCOMPLETE:
      'Please complete the current position and target before generating recommendations',
    COMPANY_FULL:
      'The company has no free seats left on its plan. Ask whoever runs it to move to a larger plan, then open the link again.',
    PAYMENTS_NOT_CONFIGURED:
      'Online payment is not configured on this server. To change plan, contact the Tera team.',
    PLAN_TOO_SMALL:
      'The company has more people (counting pending invitations) than that plan allows. Deactivate people or revoke invitations before changing.',
    NOT_PAID_ONLINE: 'The company’s subscription is not paid online, so it cannot be managed here.',
    INVALID_SIGNATURE: 'The event’s signature is not valid.',
    INVALID_API_KEY: 'The API key is not valid or has been revoked.',
    KEY_NOT_ALLOWED: 'This operation is not available with an API key.',
    KEY_SCOPE: 'This API key’s scope does not include this operation.',
    API_KEY_LIMIT: 'The company already has 25 active API keys. Revoke one before creating another.',
    SSO_NOT_CONFIGURED: 'Your company has no single sign-on for that e-mail. Sign in with your password.',
    SSO_DOMAIN_TAKEN: 'Another company already uses single sign-on for one of those domains.',
    SSO_PROVIDER_UNREACHABLE:
      'The identity provider’s configuration could not be read at that address. Check the issuer.',
    SSO_FAILED: 'The identity provider did not confirm your sign-in. Please try again.',
    SSO_FOREIGN_DOMAIN: 'The identity provider returned an e-mail from a domain your company does not cover.',
    SSO_UNKNOWN_PERSON:
      'Your company has not given you access to Tera yet. Ask its administrator for an invitation.',
    SSO_OTHER_COMPANY:
      'Your Tera account belongs to another company, so it cannot sign in through this provider.',
    PASSWORD_SIGN_IN_OFF: 'Your company signs in through its identity provider. Use single sign-on.',
    SCIM_USER_EXISTS: 'A person with that user name already exists.',
    INVALID_EMAIL_OR_PASSWORD: 'The e-mail or the password is not correct.',
    EMAIL_NOT_VERIFIED:
      'Confirm your e-mail before signing in: we have sent you a new link. Check your inbox.',
    EMAIL_TAKEN: 'An account with this e-mail already exists. Sign in or reset your password.',
    PASSWORD_TOO_SHORT: 'The password must be 12 to 128 characters long.',
    PASSWORD_TOO_LONG: 'The password must be 12 to 128 characters long.',
    PASSWORD_TOO_COMMON: 'That password is among the most used and leaked ones. Choose another.',
    INVALID_TOKEN: 'The password reset link is not valid or has expired. Ask for a new one.',
    AUTH_ERROR: 'The account request could not be completed. Please try again.',
  },
};

export function describeRefusal(reason: RefusalReason, language: Language = 'es'): string {
  return REFUSAL_CATALOGUE[language][reason];
}
