import type { ErrorCode } from './error-codes.ts';

export type Language = 'es' | 'en';

/** The Spanish texts are the product's exact wording; the English ones say the same. */
export const ERROR_CATALOGUE: Record<Language, Record<ErrorCode, string>> = {
  es: {
    NETWORK_ERROR: 'Error de conexión. Verifica tu conexión a internet.',
    TIMEOUT: 'La solicitud tardó demasiado. Intenta nuevamente.',
    UNAUTHORIZED: 'No tienes permisos para realizar esta acción.',
    SESSION_EXPIRED: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
    DATABASE_ERROR: 'Error en la base de datos. Intenta nuevamente.',
    RECORD_NOT_FOUND: 'El registro solicitado no fue encontrado.',
    VALIDATION_ERROR: 'Los datos proporcionados no son válidos.',
    AI_SERVICE_UNAVAILABLE: 'El servicio de IA no está disponible temporalmente.',
    AI_RATE_LIMIT: 'Límite de solicitudes de IA alcanzado. Intenta en unos minutos.',
    UNKNOWN_ERROR: 'Ocurrió un error inesperado. Intenta nuevamente.',
  },
  en: {
    NETWORK_ERROR: 'Connection error. Check your internet connection.',
    TIMEOUT: 'The request took too long. Please try again.',
    UNAUTHORIZED: 'You do not have permission to perform this action.',
    SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
    DATABASE_ERROR: 'Database error. Please try again.',
    RECORD_NOT_FOUND: 'The requested record was not found.',
    VALIDATION_ERROR: 'The data provided is not valid.',
    AI_SERVICE_UNAVAILABLE: 'The AI service is temporarily unavailable.',
    AI_RATE_LIMIT: 'AI request limit reached. Try again in a few minutes.',
    UNKNOWN_ERROR: 'An unexpected error occurred. Please try again.',
  },
};

export function describeError(code: ErrorCode, language: Language = 'es'): string {
  return ERROR_CATALOGUE[language][code];
}
