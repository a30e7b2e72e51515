import { clampScanLimit, type ScanMode, shouldStream } from '../../../../common/dashboard/scanOptions.ts';
import { FORM_TYPES } from '../../../../common/intake/formTypes.ts';
import { dashboardTexts } from '../../../../common/texts/dashboard.ts';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { Select } from '../../../components/Select.tsx';
import { TextField } from '../../../components/TextField.tsx';

const texts = dashboardTexts.scan;
const MODES: ScanMode[] = ['newest', 'formType', 'dateRange', 'all'];

export interface ScanFormValues {
  mode: ScanMode;
  formType: string;
  from: string;
  to: string;
  /** As typed; clamped when the field is left and when the scan starts. */
  limit: string;
  streaming: boolean;
}

export const INITIAL_SCAN_FORM: ScanFormValues = {
  mode: 'newest',
  formType: '',
  from: '',
  to: '',
  limit: '50',
  streaming: true,
};

interface ScanOptionsFormProps {
  values: ScanFormValues;
  onChange: (values: ScanFormValues) => void;
}

export function ScanOptionsForm({ values, onChange }: ScanOptionsFormProps) {
  const set = (change: Partial<ScanFormValues>) => onChange({ ...values, ...change });
  const limit = clampScanLimit(values.limit);
  const streamingApplies = shouldStream(true, limit);

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{texts.mode}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {MODES.map((mode) => (
            <label
              key={mode}
              className={`flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus ${
                values.mode === mode ? 'border-primary bg-primary-light font-medium' : 'border-slate-300'
              }`}
            >
              <input
                type="radio"
                name="scan-mode"
                value={mode}
                checked={values.mode === mode}
                onChange={() => set({ mode })}
                className="size-4 accent-primary focus-visible:outline-none"
              />
              {texts.modes[mode]}
            </label>
          ))}
        </div>
      </fieldset>

      {values.mode === 'formType' && (
        <Select
          label={texts.formType}
          value={values.formType}
          onChange={(event) => set({ formType: event.target.value })}
          options={[
            { value: '', label: texts.chooseFormType },
            ...FORM_TYPES.map((type) => ({ value: type, label: dashboardTexts.formTypes[type] })),
          ]}
        />
      )}
      {values.mode === 'dateRange' && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            label={texts.from}
            type="date"
            value={values.from}
            max={values.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
          <TextField
            label={texts.to}
            type="date"
            value={values.to}
            min={values.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </div>
      )}

      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
        <TextField
          label={texts.limit}
          hint={texts.limitHint}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={values.limit}
          onChange={(event) => set({ limit: event.target.value })}
          onBlur={() => set({ limit: String(limit) })}
        />
        <Checkbox
          label={texts.streaming}
          hint={streamingApplies ? undefined : texts.streamingHint}
          className="sm:pt-7"
          checked={values.streaming}
          onChange={(event) => set({ streaming: event.target.checked })}
        />
      </div>
    </div>
  );
}
