// Loaded beside the status request, so zod stays out of the entry chunk every page waits for.
export { systemStatusSchema } from '@tera/domain';
