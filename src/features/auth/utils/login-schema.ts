// The login form's schema, apart from the other auth schemas: zod/mini keeps classic zod (about 25 kB
// gzip) out of the login page's download.
import * as z from 'zod/mini';

/** The login button stays disabled until both fields hold something, so these never show a message. */
export const loginSchema = z.object({
  identifier: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});
export type LoginValues = z.infer<typeof loginSchema>;
