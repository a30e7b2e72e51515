import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import {
  MAX_PERIOD_DAYS,
  PERIOD_UNITS,
  type PeriodUnit,
  type RetentionPolicy,
  splitPeriod,
  toPeriodDays,
} from '../../../../common/retention.ts';
import { retentionTexts } from '../../../../common/texts/retention.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Select } from '../../../components/Select.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { retentionKeys, savePeriod } from './retentionApi.ts';

const texts = retentionTexts;
const UNITS = Object.keys(PERIOD_UNITS) as PeriodUnit[];

interface PeriodDialogProps {
  tenantId: string;
  policy: RetentionPolicy;
  onClose: () => void;
  onSaved: () => void;
}

/** Edits one category's period: number and unit, or "Nie" (asked once more before it is saved). */
export function PeriodDialog({ tenantId, policy, onClose, onSaved }: PeriodDialogProps) {
  const queryClient = useQueryClient();
  const formId = useId();
  const start = splitPeriod(policy.period_days ?? policy.preset_days);
  const [never, setNever] = useState(policy.period_days === null);
  const [amount, setAmount] = useState(String(start.amount));
  const [unit, setUnit] = useState<PeriodUnit>(start.unit);
  const [error, setError] = useState<string | undefined>();
  const [confirmNever, setConfirmNever] = useState(false);

  const save = useMutation({
    mutationFn: (periodDays: number | null) => savePeriod(tenantId, policy.category, periodDays),
    onSuccess: (data) => {
      queryClient.setQueryData(retentionKeys.policies(tenantId), data);
      onSaved();
    },
    onError: (failure) => {
      setConfirmNever(false);
      setError(isApiError(failure) ? failure.message : texts.errors.save);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (never) {
      setConfirmNever(true);
      return;
    }
    const number = Number(amount);
    const days = Number.isInteger(number) ? toPeriodDays(number, unit) : Number.NaN;
    if (!(days >= 1 && days <= MAX_PERIOD_DAYS)) {
      setError(texts.errors.invalidPeriod);
      return;
    }
    save.mutate(days);
  }

  function applyPreset() {
    const preset = splitPeriod(policy.preset_days);
    setNever(false);
    setAmount(String(preset.amount));
    setUnit(preset.unit);
    setError(undefined);
  }

  const category = texts.categories[policy.category];
  return (
    <>
      <Modal
        open={!confirmNever}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={texts.editTitle(category)}
        description={texts.presetReasons[policy.category]}
        footer={
          <>
            <Button variant="ghost" onClick={applyPreset}>
              {texts.resetToPreset}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button type="submit" form={formId} loading={save.isPending}>
              {texts.save}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-wrap items-start gap-3">
            <TextField
              label={texts.amount}
              type="number"
              inputMode="numeric"
              min={1}
              className="w-32"
              value={amount}
              disabled={never}
              error={error}
              onChange={(event) => setAmount(event.target.value)}
            />
            <Select
              label={texts.unit}
              className="w-40"
              value={unit}
              disabled={never}
              options={UNITS.map((value) => ({ value, label: texts.units[value] }))}
              onChange={(event) => setUnit(event.target.value as PeriodUnit)}
            />
          </div>
          <Checkbox
            label={texts.neverLong}
            checked={never}
            onChange={(event) => setNever(event.target.checked)}
          />
        </form>
      </Modal>
      <ConfirmDialog
        open={confirmNever}
        onOpenChange={(open) => {
          if (!open) setConfirmNever(false);
        }}
        title={texts.neverConfirm.title}
        description={texts.neverConfirm.body}
        confirmLabel={texts.neverConfirm.confirm}
        cancelLabel={texts.cancel}
        loading={save.isPending}
        onConfirm={() => save.mutate(null)}
      />
    </>
  );
}
