// Membership prices and add-on rules, computed in one place for the administration's modal and table, the
// own membership page and the server's checks (spec 001 §4, §9; spec 002 "Membership page"; DESIGN §5).
import {
  ADDONS,
  type Addon,
  addonById,
  DEFAULT_PACKAGE_KEY,
  MAX_ADDON_QUANTITY,
  packageKeyOf,
  SETUP_FEE,
  YEARLY_DISCOUNT_THRESHOLD_PERCENT,
} from './membership.ts';
import type { AddonSelection, MembershipPackage } from './schemas/membership.ts';

/** What pricing needs of a package record (the API's package shape). */
export type PricedPackage = Pick<
  MembershipPackage,
  'name' | 'monthly_price' | 'yearly_price' | 'is_beta' | 'included_addons'
>;

/**
 * included: part of the package, costs nothing, cannot be booked; available: bookable; unavailable: not
 * offered with this package.
 */
export type AddonStatus = 'included' | 'available' | 'unavailable';

/**
 * Team and Profi include some add-ons (DESIGN §5); the Beta package lists all of them. Extra users and
 * forms are counted on top of a package's included users and forms, so they stay bookable wherever they are
 * offered, even when a package's list names them (Beta). Beta sees every add-on (spec 001 §9).
 */
export function addonStatus(addon: Addon, pkg: PricedPackage): AddonStatus {
  if (!addon.hasQuantity && pkg.included_addons.includes(addon.id)) return 'included';
  if (pkg.is_beta) return 'available';
  const key = packageKeyOf(pkg.name);
  return key && addon.availableFor.includes(key) ? 'available' : 'unavailable';
}

/** The add-ons shown with a package (bookable or included), in catalogue order. */
export function addonsFor(
  pkg: PricedPackage,
): { addon: Addon; status: Exclude<AddonStatus, 'unavailable'> }[] {
  return ADDONS.flatMap((addon) => {
    const status = addonStatus(addon, pkg);
    return status === 'unavailable' ? [] : [{ addon, status }];
  });
}

/** The package a user without membership gets: the one whose name contains "Kompakt" (spec 001 §9). */
export function defaultPackage<P extends Pick<MembershipPackage, 'name' | 'is_beta'>>(
  packages: readonly P[],
): P | undefined {
  return packages.find((p) => !p.is_beta && packageKeyOf(p.name) === DEFAULT_PACKAGE_KEY);
}

/**
 * A stored add-on list as the spec allows it (ids, or objects with id and quantity) as {id, quantity};
 * anything else is dropped.
 */
export function normalizeAddons(raw: unknown): AddonSelection[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): AddonSelection[] => {
    if (typeof entry === 'string') return [{ id: entry, quantity: 1 }];
    if (entry && typeof entry === 'object' && typeof (entry as { id?: unknown }).id === 'string') {
      const quantity = (entry as { quantity?: unknown }).quantity;
      return [{ id: (entry as { id: string }).id, quantity: typeof quantity === 'number' ? quantity : 1 }];
    }
    return [];
  });
}

export type AddonIssueCode = 'unknown' | 'duplicate' | 'unavailable' | 'included' | 'quantity';
export type AddonIssue = { code: AddonIssueCode; addonId: string };

/** Why a selection cannot be saved with this package, first problem per add-on; [] when it can. */
export function addonIssues(pkg: PricedPackage, selection: readonly AddonSelection[]): AddonIssue[] {
  const seen = new Set<string>();
  const issues: AddonIssue[] = [];
  for (const { id, quantity } of selection) {
    const addon = addonById(id);
    if (!addon) issues.push({ code: 'unknown', addonId: id });
    else if (seen.has(id)) issues.push({ code: 'duplicate', addonId: id });
    else {
      const status = addonStatus(addon, pkg);
      if (status !== 'available') issues.push({ code: status, addonId: id });
      else if (!validQuantity(addon, quantity)) issues.push({ code: 'quantity', addonId: id });
    }
    seen.add(id);
  }
  return issues;
}

/** Quantity add-ons take 1 to MAX_ADDON_QUANTITY; the others are on (1) or absent. */
function validQuantity(addon: Addon, quantity: number): boolean {
  if (!addon.hasQuantity) return quantity === 1;
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_ADDON_QUANTITY;
}

// ---- Changes the membership modal makes (spec 001 §4) ----

/** Switches an add-on on (quantity 1) or off. */
export function toggleAddon(selection: readonly AddonSelection[], id: string): AddonSelection[] {
  return selection.some((a) => a.id === id)
    ? selection.filter((a) => a.id !== id)
    : [...selection, { id, quantity: 1 }];
}

/** Plus and minus on a quantity add-on: below 1 removes it; more than the maximum stays at the maximum. */
export function changeQuantity(
  selection: readonly AddonSelection[],
  id: string,
  delta: number,
): AddonSelection[] {
  return selection.flatMap((a) => {
    if (a.id !== id) return [a];
    const quantity = a.quantity + delta;
    if (quantity < 1) return [];
    return [{ id, quantity: Math.min(quantity, MAX_ADDON_QUANTITY) }];
  });
}

// ---- Prices ----

export interface PriceLine {
  kind: 'package' | 'addon';
  id: string;
  name: string;
  quantity: number;
  unitMonthly: number;
  unitYearly: number;
  monthly: number;
  yearly: number;
  /** An add-on the package includes: listed, costs nothing. */
  included: boolean;
}

export interface MembershipPricing {
  /** The Beta package: everything costs nothing during the beta phase. */
  free: boolean;
  packageLine: PriceLine;
  addonLines: PriceLine[];
  /** Per month, paid monthly: package + Σ add-on × quantity. */
  monthly: number;
  /** Per year, paid yearly: package + Σ add-on × quantity at the yearly prices. */
  yearly: number;
  /** Twelve monthly payments. */
  yearlyAtMonthlyRate: number;
  /** What paying yearly saves over twelve monthly payments. */
  yearlySavings: number;
  /** yearlySavings as a share of twelve monthly payments, 0–100. */
  savingsPercent: number;
  /** Spec 002: the yearly discount text appears only above 15 % savings. */
  showYearlyDiscount: boolean;
  /** Due once with monthly payment; waived with a yearly subscription; none in the beta. */
  setupFee: number;
}

// Sums in cents: 0.1 + 0.2 must not print as 0,30000000000000004 €.
const cents = (euros: number) => Math.round(euros * 100);
const euros = (c: number) => c / 100;

/** Price total = package price + Σ add-on price × quantity (spec 001 §9), monthly and yearly. */
export function priceMembership(pkg: PricedPackage, selection: readonly AddonSelection[]): MembershipPricing {
  const free = pkg.is_beta;
  const charge = (amount: number) => (free ? 0 : amount);
  const packageLine: PriceLine = {
    kind: 'package',
    id: 'package',
    name: pkg.name,
    quantity: 1,
    unitMonthly: charge(pkg.monthly_price),
    unitYearly: charge(pkg.yearly_price),
    monthly: charge(pkg.monthly_price),
    yearly: charge(pkg.yearly_price),
    included: false,
  };
  const addonLines = selection.flatMap(({ id, quantity }): PriceLine[] => {
    const addon = addonById(id);
    if (!addon) return [];
    const included = addonStatus(addon, pkg) === 'included';
    const count = addon.hasQuantity ? Math.max(1, Math.floor(quantity)) : 1;
    const unitMonthly = included ? 0 : charge(addon.monthlyPrice);
    const unitYearly = included ? 0 : charge(addon.yearlyPrice);
    return [
      {
        kind: 'addon',
        id,
        name: addon.name,
        quantity: count,
        unitMonthly,
        unitYearly,
        monthly: euros(cents(unitMonthly) * count),
        yearly: euros(cents(unitYearly) * count),
        included,
      },
    ];
  });
  const lines = [packageLine, ...addonLines];
  const monthlyCents = lines.reduce((sum, line) => sum + cents(line.monthly), 0);
  const yearlyCents = lines.reduce((sum, line) => sum + cents(line.yearly), 0);
  const savingsCents = monthlyCents * 12 - yearlyCents;
  const savingsPercent = monthlyCents > 0 ? (savingsCents / (monthlyCents * 12)) * 100 : 0;
  return {
    free,
    packageLine,
    addonLines,
    monthly: euros(monthlyCents),
    yearly: euros(yearlyCents),
    yearlyAtMonthlyRate: euros(monthlyCents * 12),
    yearlySavings: euros(savingsCents),
    savingsPercent,
    showYearlyDiscount: savingsPercent > YEARLY_DISCOUNT_THRESHOLD_PERCENT,
    setupFee: free ? 0 : SETUP_FEE,
  };
}
