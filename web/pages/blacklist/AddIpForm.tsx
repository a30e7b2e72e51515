import { Plus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { blacklistTexts } from '../../../common/texts/blacklist.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { Select } from '../../components/Select.tsx';
import { TextField } from '../../components/TextField.tsx';

const texts = blacklistTexts.add;
/** A manual block has no end unless the admin picks one. */
const DURATIONS = (['none', '1', '7', '30', '90'] as const).map((value) => ({
  value,
  label: texts.durations[value === 'none' ? 'none' : (Number(value) as 1 | 7 | 30 | 90)],
}));

interface AddIpFormProps {
  fieldError: string | null;
  onEdit: () => void;
  error: string | null;
  adding: boolean;
  onSubmit: (ip: string, durationDays: number | undefined, options: { onAdded: () => void }) => boolean;
}

/** One address or network (CIDR), IPv4 or IPv6, and how long; a refused one keeps the field filled and focused. */
export function AddIpForm({ fieldError, onEdit, error, adding, onSubmit }: AddIpFormProps) {
  const [value, setValue] = useState('');
  const [duration, setDuration] = useState('none');
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const days = duration === 'none' ? undefined : Number(duration);
    const sent = onSubmit(value, days, { onAdded: () => setValue('') });
    if (!sent) input.current?.focus();
  }

  return (
    <Card as="section" aria-labelledby="blacklist-add-heading" className="flex flex-col gap-3">
      <h2 id="blacklist-add-heading" className="text-base font-semibold text-slate-900">
        {texts.heading}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
        <TextField
          ref={input}
          label={texts.label}
          hint={texts.hint}
          error={fieldError ?? undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (fieldError) onEdit();
          }}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className="w-full sm:w-96"
        />
        <Select
          label={texts.duration}
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
          options={DURATIONS}
          className="w-full sm:w-40"
        />
        <Button
          type="submit"
          loading={adding}
          icon={<Plus aria-hidden="true" className="size-4" />}
          className="sm:mt-7"
        >
          {texts.submit}
        </Button>
      </form>
      {error && <Alert>{error}</Alert>}
    </Card>
  );
}
