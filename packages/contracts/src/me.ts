import { z } from 'zod';
import { SessionUserSchema } from './auth.ts';
import { OwnProfileSchema } from './profiles.ts';

export const MeResponseSchema = z.object({
  user: SessionUserSchema,
  profile: OwnProfileSchema,
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** spec section 6: admin when an active admin_users row matches the member's e-mail. */
export const AdminMeResponseSchema = z.object({
  isAdmin: z.boolean(),
  role: z.string().nullable(),
  isSuperadmin: z.boolean(),
});
export type AdminMeResponse = z.infer<typeof AdminMeResponseSchema>;
