import { useEffect, useState } from 'react';
import type { ReauthBody } from '../../../common/schemas/twoFactor.ts';
import { twoFactorTexts } from '../../../common/texts/twoFactor.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SegmentedControl } from '../../components/SegmentedControl.tsx';
import { TextField } from '../../components/TextField.tsx';
import { CodeField } from './CodeField.tsx';

const texts = twoFactorTexts.reauth;

interface ReauthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  variant: 'primary' | 'danger';
  loading: boolean;
  error: string | null;
  onConfirm: (proof: ReauthBody) => void;
}

/** Asks again who is at the keyboard before a change to the second factor: the password or a code. */
export function ReauthDialog({ open, onOpenChange, onConfirm, error, ...dialog }: ReauthDialogProps) {
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (!open) {
      setValue('');
      setMissing(false);
    }
  }, [open]);

  function confirm() {
    const typed = value.trim();
    setMissing(!typed);
    if (typed) onConfirm(method === 'password' ? { password: value } : { code: typed });
  }

  return (
    <ConfirmDialog
      {...dialog}
      open={open}
      onOpenChange={onOpenChange}
      cancelLabel={texts.cancel}
      onConfirm={confirm}
    >
      <SegmentedControl
        label={texts.method}
        options={[
          { value: 'password', label: texts.withPassword },
          { value: 'code', label: texts.withCode },
        ]}
        value={method}
        onChange={(next) => {
          setMethod(next);
          setValue('');
          setMissing(false);
        }}
      />
      {method === 'password' ? (
        <TextField
          label={texts.passwordLabel}
          type="password"
          autoComplete="current-password"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={missing ? texts.required : undefined}
        />
      ) : (
        <CodeField value={value} onChange={setValue} error={missing ? texts.required : undefined} />
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
