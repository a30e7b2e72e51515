// The shapes of /api/memberships (server routes and web app).
import { z } from 'zod';
import { ADDONS } from '../membership.ts';

export const membershipPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  monthly_price: z.number(),
  yearly_price: z.number(),
  is_active: z.boolean(),
  is_beta: z.boolean(),
  included_users: z.number(),
  included_forms: z.number(),
  included_addons: z.array(z.string()),
  benefits: z.array(z.string()),
});

export const addonSelectionSchema = z.object({ id: z.string(), quantity: z.number() });

export const membershipPriceSchema = z.object({ monthly: z.number(), yearly: z.number() });

export const membershipSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  package_id: z.string(),
  package: membershipPackageSchema,
  addons: z.array(addonSelectionSchema),
  status: z.enum(['active', 'cancelled']),
  start_date: z.string(),
  updated_at: z.string(),
  price: membershipPriceSchema,
});

export const packageListResponseSchema = z.object({ packages: z.array(membershipPackageSchema) });

/** GET /api/memberships/me: the caller's active membership, null when none was assigned. */
export const ownMembershipResponseSchema = z.object({ membership: membershipSchema.nullable() });

export const membershipUserSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  is_active: z.boolean(),
  tenants: z.array(z.object({ id: z.string(), slug: z.string(), name: z.string() })),
  membership: membershipSchema.nullable(),
});

/** GET /api/memberships/users: every user with their active membership (the admin tab's table). */
export const membershipUserListResponseSchema = z.object({ users: z.array(membershipUserSchema) });

/** GET and PUT /api/memberships/users/:userId. */
export const userMembershipResponseSchema = z.object({
  user: z.object({ id: z.string(), full_name: z.string(), email: z.string() }),
  membership: membershipSchema.nullable(),
});

/**
 * PUT /api/memberships/users/:userId. Types only: the rules (package chosen and active, add-ons known,
 * available, not included, quantities) are checked by the command with their own error ids.
 */
export const saveMembershipBodySchema = z.strictObject({
  package_id: z.string().max(100).nullish(),
  addons: z
    .array(z.union([z.string().max(100), z.strictObject({ id: z.string().max(100), quantity: z.number() })]))
    .max(ADDONS.length * 2)
    .default([]),
});

export type MembershipPackage = z.infer<typeof membershipPackageSchema>;
export type AddonSelection = z.infer<typeof addonSelectionSchema>;
export type Membership = z.infer<typeof membershipSchema>;
export type MembershipUser = z.infer<typeof membershipUserSchema>;
export type SaveMembershipBody = z.input<typeof saveMembershipBodySchema>;
