import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  CONSENT_TEMPLATE_CODES,
  type ConsentTemplateCode,
} from '../../../../common/consent/templateCodes.ts';
import { CONSENT_TEMPLATES } from '../../../../common/consent/templates.ts';
import { consentAdminTexts } from '../../../../common/texts/consentAdmin.ts';
import { Button } from '../../../components/Button.tsx';
import { ChoiceGroup } from '../../../components/ChoiceGroup.tsx';
import { Modal } from '../../../components/Modal.tsx';

const texts = consentAdminTexts.templatePicker;
const OPTIONS = CONSENT_TEMPLATE_CODES.map((code) => ({ value: code, label: CONSENT_TEMPLATES[code].label }));

interface TemplatePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (template: ConsentTemplateCode) => void;
}

/** "Aus Vorlage": one of the three templates, with the reminder that they are models to be checked. */
export function TemplatePicker({ open, onOpenChange, onChoose }: TemplatePickerProps) {
  const formId = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<ConsentTemplateCode | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!open) {
      setChosen(undefined);
      setError(undefined);
    }
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setError(texts.missing);
      firstRef.current?.focus();
      return;
    }
    onChoose(chosen);
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={texts.description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId}>
            {texts.choose}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <ChoiceGroup
          type="radio"
          legend={<span className="text-sm font-medium text-slate-800">{texts.legend}</span>}
          options={OPTIONS}
          value={chosen}
          error={error}
          firstInputRef={firstRef}
          onChange={(value) => {
            setChosen(value as ConsentTemplateCode);
            setError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}
