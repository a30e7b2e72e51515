// Membership packages with the add-on catalogue: created on the first start, never changed by later ones.
import { PACKAGES } from '../../../common/membership.ts';
import type { Db } from '../connect.ts';
import { membershipPackages } from '../schema.ts';

export async function ensureReferenceData(db: Db) {
  await db
    .insert(membershipPackages)
    .values(
      PACKAGES.map((p) => ({
        name: p.name,
        description: p.description,
        monthlyPrice: p.monthlyPrice,
        yearlyPrice: p.yearlyPrice,
        isBeta: p.isBeta,
        features: {
          included_users: p.includedUsers,
          included_forms: p.includedForms,
          included_addons: [...p.includedAddons],
          benefits: [...p.benefits],
        },
      })),
    )
    .onConflictDoNothing();
}
