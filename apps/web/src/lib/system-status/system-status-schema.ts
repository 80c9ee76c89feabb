// Loaded beside the status request (`ResponseSchema` in ../api-client.ts): every page asks for the
// status, and the public pages run no other schema.
export { systemStatusSchema } from '@tera/domain';
