/**
 * The schemas of the reads every signed-in page makes before its first paint, as one module: the
 * reads load it beside their requests (`ResponseSchema` in ./api-client.ts), so the public pages
 * never run it, and the shell asks for it with the page (vite-plugins/first-screens.ts).
 */
export { todayCheckinSchema } from '@tera/domain';
export {
  anyAnswerSchema,
  meSchema,
  savedProfileSchema,
  sessionSchema,
  signedInSchema,
} from './auth/session-schemas';
export { companyResponseSchema } from './company/company-schemas';
