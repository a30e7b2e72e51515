import { z } from 'zod';

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(['user', 'admin']),
  is_active: z.boolean(),
  tenants: z.array(z.string()),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const userListSchema = z.object({ users: z.array(userSchema) });
