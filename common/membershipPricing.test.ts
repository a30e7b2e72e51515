import { describe, expect, it } from 'vitest';
import { ADDONS, type AddonId, PACKAGES, type PackageKey, packageKeyOf } from './membership.ts';
import {
  addonIssues,
  addonStatus,
  addonsFor,
  changeQuantity,
  defaultPackage,
  normalizeAddons,
  type PricedPackage,
  priceMembership,
  toggleAddon,
} from './membershipPricing.ts';

// The spec's table (spec 001 §9) and DESIGN §5's packages, written out here on their own, so a slip in the
// catalogue shows up against the requirement rather than against itself.
const SPEC_ADDONS: Record<
  AddonId,
  { monthly: number; yearly: number; for: PackageKey[]; quantity: boolean }
> = {
  additional_login: { monthly: 19, yearly: 190, for: ['Kompakt', 'Team', 'Profi'], quantity: true },
  additional_form: { monthly: 29, yearly: 290, for: ['Kompakt', 'Team'], quantity: true },
  email_forwarding: { monthly: 15, yearly: 150, for: ['Kompakt'], quantity: false },
  ki_anamnese_boost: { monthly: 49, yearly: 490, for: ['Kompakt'], quantity: false },
  premium_service: { monthly: 79, yearly: 790, for: ['Kompakt', 'Team'], quantity: false },
  extended_backup: { monthly: 25, yearly: 250, for: ['Kompakt', 'Team', 'Profi'], quantity: false },
};
const DESIGN_PACKAGES: Record<PackageKey, { monthly: number; yearly: number; includes: AddonId[] }> = {
  Kompakt: { monthly: 49, yearly: 490, includes: [] },
  Team: { monthly: 99, yearly: 990, includes: ['email_forwarding', 'ki_anamnese_boost'] },
  Profi: {
    monthly: 199,
    yearly: 1990,
    includes: ['email_forwarding', 'ki_anamnese_boost', 'premium_service'],
  },
  Beta: { monthly: 0, yearly: 0, includes: Object.keys(SPEC_ADDONS) as AddonId[] },
};

/** A package as the API presents it (what pricing takes). */
const asRecord = (key: PackageKey): PricedPackage => {
  const seed = PACKAGES.find((p) => p.name === key)!;
  return {
    name: seed.name,
    monthly_price: seed.monthlyPrice,
    yearly_price: seed.yearlyPrice,
    is_beta: seed.isBeta,
    included_addons: [...seed.includedAddons],
  };
};
const PACKAGE_KEYS = Object.keys(DESIGN_PACKAGES) as PackageKey[];
const ADDON_IDS = Object.keys(SPEC_ADDONS) as AddonId[];

/** What the rules say one add-on is in one package. */
function expectedStatus(id: AddonId, key: PackageKey) {
  const spec = SPEC_ADDONS[id];
  if (!spec.quantity && DESIGN_PACKAGES[key].includes.includes(id)) return 'included';
  if (key === 'Beta') return 'available';
  return spec.for.includes(key) ? 'available' : 'unavailable';
}

describe('the catalogue', () => {
  it('has exactly the add-ons, prices and availability of the spec', () => {
    expect(ADDONS.map((a) => a.id).sort()).toEqual([...ADDON_IDS].sort());
    for (const addon of ADDONS) {
      const spec = SPEC_ADDONS[addon.id];
      expect(addon).toMatchObject({
        monthlyPrice: spec.monthly,
        yearlyPrice: spec.yearly,
        hasQuantity: spec.quantity,
      });
      expect([...addon.availableFor].sort()).toEqual([...spec.for].sort());
    }
  });

  it('has the packages of DESIGN §5', () => {
    for (const key of PACKAGE_KEYS) {
      const seed = PACKAGES.find((p) => p.name === key)!;
      const design = DESIGN_PACKAGES[key];
      expect(seed).toMatchObject({
        monthlyPrice: design.monthly,
        yearlyPrice: design.yearly,
        isBeta: key === 'Beta',
      });
      expect([...seed.includedAddons].sort()).toEqual([...design.includes].sort());
    }
  });

  it('recognises a package by the name it contains', () => {
    expect(packageKeyOf('Praxisdesk Team')).toBe('Team');
    expect(packageKeyOf('kompakt')).toBe('Kompakt');
    expect(packageKeyOf('Gold')).toBeNull();
  });
});

describe.each(PACKAGE_KEYS)('package %s', (key) => {
  const pkg = asRecord(key);

  it.each(ADDON_IDS)('%s: availability, inclusion and price of one', (id) => {
    const addon = ADDONS.find((a) => a.id === id)!;
    const status = expectedStatus(id, key);
    expect(addonStatus(addon, pkg)).toBe(status);

    const shown = addonsFor(pkg).find((entry) => entry.addon.id === id);
    expect(shown?.status).toBe(status === 'unavailable' ? undefined : status);

    const issues = addonIssues(pkg, [{ id, quantity: 1 }]);
    expect(issues).toEqual(status === 'available' ? [] : [{ code: status, addonId: id }]);

    const price = priceMembership(pkg, [{ id, quantity: 1 }]);
    const spec = SPEC_ADDONS[id];
    const design = DESIGN_PACKAGES[key];
    const charged = key !== 'Beta' && status !== 'included';
    expect(price.addonLines).toEqual([
      expect.objectContaining({
        id,
        quantity: 1,
        included: status === 'included',
        monthly: charged ? spec.monthly : 0,
        yearly: charged ? spec.yearly : 0,
      }),
    ]);
    expect(price.monthly).toBe(design.monthly + (charged ? spec.monthly : 0));
    expect(price.yearly).toBe(design.yearly + (charged ? spec.yearly : 0));
  });

  it.each(ADDON_IDS)('%s: quantities', (id) => {
    const spec = SPEC_ADDONS[id];
    if (expectedStatus(id, key) !== 'available') return;
    if (spec.quantity) {
      expect(addonIssues(pkg, [{ id, quantity: 7 }])).toEqual([]);
      expect(addonIssues(pkg, [{ id, quantity: 100 }])).toEqual([]);
      for (const bad of [0, -1, 1.5, 101, 1e9, Number.NaN])
        expect(addonIssues(pkg, [{ id, quantity: bad }])).toEqual([{ code: 'quantity', addonId: id }]);
      const price = priceMembership(pkg, [{ id, quantity: 7 }]);
      const unit = key === 'Beta' ? 0 : spec.monthly;
      const unitYearly = key === 'Beta' ? 0 : spec.yearly;
      expect(price.addonLines[0]).toMatchObject({ quantity: 7, monthly: unit * 7, yearly: unitYearly * 7 });
      expect(price.monthly).toBe(DESIGN_PACKAGES[key].monthly + unit * 7);
    } else {
      // On or off: a quantity other than 1 is refused, and never multiplies the price.
      expect(addonIssues(pkg, [{ id, quantity: 2 }])).toEqual([{ code: 'quantity', addonId: id }]);
      expect(priceMembership(pkg, [{ id, quantity: 3 }]).addonLines[0]?.quantity).toBe(1);
    }
  });

  it('prices every bookable add-on together: total = package + Σ add-on × quantity', () => {
    const selection = addonsFor(pkg)
      .filter((entry) => entry.status === 'available')
      .map(({ addon }) => ({ id: addon.id, quantity: addon.hasQuantity ? 3 : 1 }));
    const price = priceMembership(pkg, selection);
    const design = DESIGN_PACKAGES[key];
    const beta = key === 'Beta';
    const sum = (field: 'monthly' | 'yearly') =>
      selection.reduce((total, s) => total + SPEC_ADDONS[s.id as AddonId][field] * s.quantity, 0);
    expect(price.monthly).toBe(beta ? 0 : design.monthly + sum('monthly'));
    expect(price.yearly).toBe(beta ? 0 : design.yearly + sum('yearly'));
    expect(price.yearlyAtMonthlyRate).toBe(price.monthly * 12);
    expect(price.yearlySavings).toBe(price.monthly * 12 - price.yearly);
    // Every catalogue price is ten months for twelve: 2/12 ≈ 16.7 %, above the 15 % of spec 002.
    expect(price.savingsPercent).toBeCloseTo(beta ? 0 : (2 / 12) * 100, 6);
    expect(price.showYearlyDiscount).toBe(!beta);
    expect(price.setupFee).toBe(beta ? 0 : 290);
    expect(price.free).toBe(beta);
  });
});

describe('prices', () => {
  it('Kompakt with 2 extra users and the backup: 49 + 2 × 19 + 25 = 112 € a month, 1,120 € a year', () => {
    const price = priceMembership(asRecord('Kompakt'), [
      { id: 'additional_login', quantity: 2 },
      { id: 'extended_backup', quantity: 1 },
    ]);
    expect(price).toMatchObject({
      monthly: 112,
      yearly: 1120,
      yearlyAtMonthlyRate: 1344,
      yearlySavings: 224,
      setupFee: 290,
      free: false,
    });
    expect(price.packageLine).toMatchObject({ kind: 'package', monthly: 49, yearly: 490 });
  });

  it('shows the yearly discount only above 15 % savings', () => {
    const pkg = (monthly: number, yearly: number): PricedPackage => ({
      name: 'Kompakt',
      monthly_price: monthly,
      yearly_price: yearly,
      is_beta: false,
      included_addons: [],
    });
    expect(priceMembership(pkg(100, 1020), []).showYearlyDiscount).toBe(false); // exactly 15 %
    expect(priceMembership(pkg(100, 1019), []).showYearlyDiscount).toBe(true); // 15.08 %
    expect(priceMembership(pkg(100, 1200), []).showYearlyDiscount).toBe(false); // nothing saved
    expect(priceMembership(pkg(0, 0), []).savingsPercent).toBe(0);
  });

  it('adds cents exactly', () => {
    const pkg: PricedPackage = {
      name: 'Kompakt',
      monthly_price: 0.1,
      yearly_price: 0.2,
      is_beta: false,
      included_addons: [],
    };
    expect(priceMembership(pkg, [{ id: 'additional_login', quantity: 3 }])).toMatchObject({
      monthly: 57.1,
      yearly: 570.2,
    });
  });

  it('ignores unknown add-ons in stored data and charges nothing for included ones', () => {
    const price = priceMembership(asRecord('Team'), [
      { id: 'analytics', quantity: 1 },
      { id: 'email_forwarding', quantity: 1 },
    ]);
    expect(price.addonLines).toEqual([
      expect.objectContaining({ id: 'email_forwarding', included: true, monthly: 0 }),
    ]);
    expect(price.monthly).toBe(99);
  });
});

describe('selection rules of the modal', () => {
  it('toggles on/off add-ons and starts quantities at 1', () => {
    const on = toggleAddon([], 'extended_backup');
    expect(on).toEqual([{ id: 'extended_backup', quantity: 1 }]);
    expect(toggleAddon(on, 'extended_backup')).toEqual([]);
  });

  it('counts up and down; below 1 removes; never above the maximum', () => {
    let selection = toggleAddon([], 'additional_login');
    selection = changeQuantity(selection, 'additional_login', 1);
    selection = changeQuantity(selection, 'additional_login', 1);
    expect(selection).toEqual([{ id: 'additional_login', quantity: 3 }]);
    selection = changeQuantity(selection, 'additional_login', -1);
    expect(selection).toEqual([{ id: 'additional_login', quantity: 2 }]);
    selection = changeQuantity(changeQuantity(selection, 'additional_login', -1), 'additional_login', -1);
    expect(selection).toEqual([]);
    expect(changeQuantity([{ id: 'additional_form', quantity: 100 }], 'additional_form', 1)).toEqual([
      { id: 'additional_form', quantity: 100 },
    ]);
  });

  it('refuses unknown and doubled add-ons', () => {
    const pkg = asRecord('Kompakt');
    expect(addonIssues(pkg, [{ id: 'analytics', quantity: 1 }])).toEqual([
      { code: 'unknown', addonId: 'analytics' },
    ]);
    expect(
      addonIssues(pkg, [
        { id: 'additional_login', quantity: 1 },
        { id: 'additional_login', quantity: 2 },
      ]),
    ).toEqual([{ code: 'duplicate', addonId: 'additional_login' }]);
  });

  it('a package that is none of the four offers no add-ons', () => {
    const gold: PricedPackage = {
      name: 'Gold',
      monthly_price: 1,
      yearly_price: 10,
      is_beta: false,
      included_addons: [],
    };
    expect(addonsFor(gold)).toEqual([]);
  });

  it('defaults to Kompakt', () => {
    const packages = PACKAGE_KEYS.map((key) => ({ ...asRecord(key), id: key }));
    expect(defaultPackage(packages)?.id).toBe('Kompakt');
    expect(defaultPackage([{ name: 'Paket Kompakt', is_beta: false }])?.name).toBe('Paket Kompakt');
    expect(defaultPackage([])).toBeUndefined();
  });

  it('reads stored add-ons as ids or objects', () => {
    expect(
      normalizeAddons(['extended_backup', { id: 'additional_login', quantity: 2 }, { id: 'x' }, 5, null]),
    ).toEqual([
      { id: 'extended_backup', quantity: 1 },
      { id: 'additional_login', quantity: 2 },
      { id: 'x', quantity: 1 },
    ]);
    expect(normalizeAddons(null)).toEqual([]);
  });
});
