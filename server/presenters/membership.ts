// Explicit field lists from package and membership rows to the API's shapes; prices through common/.
import { normalizeAddons, priceMembership } from '../../common/membershipPricing.ts';
import type { Membership, MembershipPackage } from '../../common/schemas/membership.ts';
import type { membershipPackages, userMemberships } from '../db/schema.ts';

type PackageRow = typeof membershipPackages.$inferSelect;
type MembershipRow = typeof userMemberships.$inferSelect;

export function presentPackage(row: PackageRow): MembershipPackage {
  // features is jsonb: a record edited by hand may lack a field.
  const features = row.features ?? {};
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    monthly_price: Number(row.monthlyPrice),
    yearly_price: Number(row.yearlyPrice),
    is_active: row.isActive,
    is_beta: row.isBeta,
    included_users: features.included_users ?? 0,
    included_forms: features.included_forms ?? 0,
    included_addons: Array.isArray(features.included_addons) ? features.included_addons : [],
    benefits: Array.isArray(features.benefits) ? features.benefits : [],
  };
}

export function presentMembership(row: MembershipRow, packageRow: PackageRow): Membership {
  const pkg = presentPackage(packageRow);
  const addons = normalizeAddons(row.addons);
  const price = priceMembership(pkg, addons);
  return {
    id: row.id,
    user_id: row.userId,
    package_id: row.packageId,
    package: pkg,
    addons,
    status: row.status,
    start_date: row.startDate.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    price: { monthly: price.monthly, yearly: price.yearly },
  };
}
