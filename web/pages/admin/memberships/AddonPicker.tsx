import { Minus, Plus } from 'lucide-react';
import { MAX_ADDON_QUANTITY } from '../../../../common/membership.ts';
import { addonsFor, changeQuantity, toggleAddon } from '../../../../common/membershipPricing.ts';
import type { AddonSelection, MembershipPackage } from '../../../../common/schemas/membership.ts';
import { membershipTexts } from '../../../../common/texts/membership.ts';
import { Badge } from '../../../components/Badge.tsx';

const texts = membershipTexts.dialog;

interface AddonPickerProps {
  pkg: MembershipPackage | null;
  value: readonly AddonSelection[];
  onChange: (addons: AddonSelection[]) => void;
}

/**
 * The add-ons of the chosen package (spec 001 §4, §9): included ones are shown as "Im Paket enthalten" and
 * cannot be picked; extra users and forms carry a quantity with minus and plus (below 1 removes them);
 * the others are on or off.
 */
export function AddonPicker({ pkg, value, onChange }: AddonPickerProps) {
  const entries = pkg ? addonsFor(pkg) : [];
  return (
    <fieldset aria-describedby="addon-picker-hint" className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{texts.addonsLegend}</legend>
      <p id="addon-picker-hint" className="-mt-1 text-sm text-slate-600">
        {pkg ? texts.addonsHint : texts.chooseFirst}
      </p>
      {pkg && entries.length === 0 && <p className="text-sm text-slate-700">{texts.noAddons}</p>}
      <ul className="flex flex-col gap-2">
        {entries.map(({ addon, status }) => {
          const selected = value.find((a) => a.id === addon.id);
          const checkboxId = `addon-${addon.id}`;
          const price = pkg?.is_beta ? membershipTexts.freeDuringBeta : texts.addonPrice(addon.monthlyPrice);
          return (
            <li
              key={addon.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2"
            >
              {status === 'included' ? (
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium text-slate-900">{addon.name}</span>
                  <span className="text-xs text-slate-600">{addon.description}</span>
                </div>
              ) : (
                <div className="flex min-w-0 flex-1 items-start gap-3">
                  <input
                    id={checkboxId}
                    type="checkbox"
                    checked={Boolean(selected)}
                    onChange={() => onChange(toggleAddon(value, addon.id))}
                    aria-describedby={`${checkboxId}-details`}
                    className="mt-0.5 size-5 cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                  />
                  <label htmlFor={checkboxId} className="flex min-w-0 cursor-pointer flex-col">
                    <span className="font-medium text-slate-900">{addon.name}</span>
                    <span id={`${checkboxId}-details`} className="flex flex-col text-xs text-slate-600">
                      <span>{addon.description}</span>
                      <span className="font-medium tabular-nums text-slate-700">{price}</span>
                    </span>
                  </label>
                </div>
              )}
              {status === 'included' && <Badge tone="primary">{membershipTexts.addonIncluded}</Badge>}
              {selected && addon.hasQuantity && (
                <QuantityStepper
                  name={addon.name}
                  quantity={selected.quantity}
                  onStep={(delta) => onChange(changeQuantity(value, addon.id, delta))}
                />
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

interface QuantityStepperProps {
  name: string;
  quantity: number;
  onStep: (delta: 1 | -1) => void;
}

function QuantityStepper({ name, quantity, onStep }: QuantityStepperProps) {
  const button =
    'inline-flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a number, not a form fieldset
    <div role="group" aria-label={texts.quantityLabel(name)} className="flex items-center gap-2">
      <button type="button" className={button} aria-label={texts.decrease(name)} onClick={() => onStep(-1)}>
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output
        aria-live="polite"
        aria-label={texts.quantityLabel(name)}
        className="w-8 text-center font-semibold tabular-nums"
      >
        {quantity}
      </output>
      <button
        type="button"
        className={button}
        aria-label={texts.increase(name)}
        disabled={quantity >= MAX_ADDON_QUANTITY}
        onClick={() => onStep(1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
