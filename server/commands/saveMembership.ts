// An admin sets a user's package and add-ons (spec 001 §4): the user's one active membership is changed, or
// created with status active and today's start date. The package must be an active one and the add-ons must
// be bookable with it (common/membershipPricing.ts, the rules the modal shows); anything else is a 400 with
// its own error id and changes nothing.
import { and, eq, sql } from 'drizzle-orm';
import { addonById, MAX_ADDON_QUANTITY } from '../../common/membership.ts';
import {
  type AddonIssue,
  addonIssues,
  normalizeAddons,
  priceMembership,
} from '../../common/membershipPricing.ts';
import type { SaveMembershipBody } from '../../common/schemas/membership.ts';
import { membershipTexts } from '../../common/texts/membership.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { membershipPackages, userMemberships, users } from '../db/schema.ts';
import { AppError, errors } from '../errors.ts';
import { authorize } from '../policies/policy.ts';
import { presentPackage } from '../presenters/membership.ts';
import { audit } from '../services/audit.ts';

const texts = membershipTexts.errors;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stable error ids of refused saves. */
export const MEMBERSHIP_ERRORS = {
  packageRequired: 'MEMBERSHIP_PACKAGE_REQUIRED',
  packageUnknown: 'MEMBERSHIP_PACKAGE_UNKNOWN',
  unknown: 'MEMBERSHIP_ADDON_UNKNOWN',
  duplicate: 'MEMBERSHIP_ADDON_DUPLICATE',
  unavailable: 'MEMBERSHIP_ADDON_UNAVAILABLE',
  included: 'MEMBERSHIP_ADDON_INCLUDED',
  quantity: 'MEMBERSHIP_ADDON_QUANTITY',
} as const;

export async function saveMembership(db: Db, actor: Actor, userId: string, body: SaveMembershipBody) {
  authorize(actor, 'membership.manage', null);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw errors.notFound(texts.userNotFound);

  const packageId = body.package_id?.trim();
  if (!packageId) throw new AppError(MEMBERSHIP_ERRORS.packageRequired, 400, texts.packageRequired);
  const [packageRow] = UUID.test(packageId)
    ? await db
        .select()
        .from(membershipPackages)
        .where(and(eq(membershipPackages.id, packageId), eq(membershipPackages.isActive, true)))
    : [];
  if (!packageRow) throw new AppError(MEMBERSHIP_ERRORS.packageUnknown, 400, texts.packageUnknown);
  const pkg = presentPackage(packageRow);

  // The spec allows a plain list of ids as well as {id, quantity} objects.
  const addons = normalizeAddons(body.addons ?? []);
  const [issue] = addonIssues(pkg, addons);
  if (issue) throw addonError(issue, addons, pkg.name);

  const price = priceMembership(pkg, addons);
  return db.transaction(async (txAny) => {
    const tx = txAny as Db;
    const [previous] = await tx
      .select({ packageId: userMemberships.packageId, addons: userMemberships.addons })
      .from(userMemberships)
      .where(and(eq(userMemberships.userId, userId), eq(userMemberships.status, 'active')));
    // One statement against the partial unique index (one active membership per user): two admins saving at
    // once both end in one row, never in a second active one or a unique-violation error.
    const [saved] = await tx
      .insert(userMemberships)
      .values({ userId, packageId: pkg.id, addons, status: 'active', startDate: sql`now()` })
      .onConflictDoUpdate({
        target: userMemberships.userId,
        targetWhere: sql`status = 'active'`,
        set: { packageId: pkg.id, addons, updatedAt: sql`now()` },
      })
      .returning({ id: userMemberships.id, created: sql<boolean>`(xmax = 0)` });
    const created = Boolean(saved!.created);
    await audit(tx, {
      actor: { kind: 'user', id: actor.id },
      action: created ? 'membership.create' : 'membership.update',
      target: { type: 'user', id: userId },
      details: {
        membershipId: saved!.id,
        package: pkg.name,
        addons,
        monthly: price.monthly,
        yearly: price.yearly,
        ...(previous ? { previousPackageId: previous.packageId, previousAddons: previous.addons } : {}),
      },
    });
    return { id: saved!.id, created };
  });
}

function addonError(issue: AddonIssue, addons: { id: string; quantity: number }[], packageName: string) {
  const addon = addonById(issue.addonId);
  const name = addon?.name ?? issue.addonId;
  const message = {
    unknown: () => texts.addonUnknown(issue.addonId.slice(0, 100)),
    duplicate: () => texts.addonDuplicate(name),
    unavailable: () => texts.addonUnavailable(name, packageName),
    included: () => texts.addonIncluded(name, packageName),
    quantity: () => texts.addonQuantity(name, MAX_ADDON_QUANTITY, addon?.hasQuantity ?? false),
  }[issue.code]();
  const quantity = addons.find((a) => a.id === issue.addonId)?.quantity;
  return new AppError(MEMBERSHIP_ERRORS[issue.code], 400, message, { addon: issue.addonId, quantity });
}
