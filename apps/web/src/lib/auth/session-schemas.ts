import { meSchema } from '@tera/domain';
import { z } from 'zod';

export { meSchema };

export const signedInSchema = z.object({ user: z.object({ id: z.string() }) });
export const sessionSchema = z.object({ user: z.object({ id: z.string().min(1) }) }).nullable();
/** An answer whose body says nothing the app reads. */
export const anyAnswerSchema = z.unknown();
/** The profile as the server answers a change to it. */
export const savedProfileSchema = meSchema.pick({ profile: true });
