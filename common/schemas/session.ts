import { z } from 'zod';
import { PRACTICE_ACTIONS, PRACTICE_ROLES } from '../practiceRoles.ts';

export const sessionTenantSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** The user's role in this practice (issue 44); null for a platform admin who is no member of it. */
  practice_role: z.enum(PRACTICE_ROLES).nullable(),
  /** What the user may do here (server/policies/practiceRules.ts): the web app offers only these. */
  allowed: z.array(z.enum(PRACTICE_ACTIONS)),
});

export const sessionMembershipSchema = z.object({
  package_name: z.string(),
  is_beta: z.boolean(),
});

/** The signed-in user as GET /api/auth/session and POST /api/auth/login return it. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: z.enum(['user', 'admin']),
  tenants: z.array(sessionTenantSchema),
  membership: sessionMembershipSchema.nullable(),
});

/**
 * When the session ends: absolutely (SESSION_MAX_HOURS after the login) and by idleness (SESSION_IDLE_MINUTES
 * after the last user action). The seconds are counted on the server, so the client's clock does not matter.
 */
export const sessionTimesSchema = z.object({
  ends_at: z.string(),
  idle_ends_at: z.string(),
  seconds_left: z.number(),
  idle_seconds_left: z.number(),
  idle_timeout_seconds: z.number(),
});

export const sessionResponseSchema = z.object({ user: sessionUserSchema, session: sessionTimesSchema });

export const loginRequestSchema = z.object({
  email: z.email(),
  password: z.string().min(1),
});

export type SessionTenant = z.infer<typeof sessionTenantSchema>;
export type SessionMembership = z.infer<typeof sessionMembershipSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type SessionTimes = z.infer<typeof sessionTimesSchema>;
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
