import { Fragment } from 'react';
import { translationFieldKey } from '../../../common/schemas/translation.ts';
import { contactHref } from '../../../common/submission/contactHref.ts';
import { formFieldLines } from '../../../common/submission/formFields.ts';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { DD_CLASSES, DL_CLASSES, DT_CLASSES, PreformattedBlock, Section } from './Section.tsx';
import { TranslatedText } from './translation/TranslatedText.tsx';

const texts = submissionTexts.formData;

/**
 * Formular-Informationen: every field as label and value; JSON for non-strings (spec 001 §2.1); phone numbers
 * and e-mail addresses as tel: and mailto: links; a machine translation (issue 29) under its original.
 */
export function FormDataSection({
  formData,
  translations,
}: {
  formData: Record<string, unknown> | null;
  translations?: Record<string, string>;
}) {
  const lines = formData ? formFieldLines(formData) : [];
  return (
    <Section title={texts.title} testId="form-data">
      {formData === null ? (
        <p className="text-sm font-medium text-red-800">{submissionTexts.decryptionFailed}</p>
      ) : lines.length === 0 ? (
        <p className="text-sm text-slate-600">{texts.empty}</p>
      ) : (
        <dl className={`${DL_CLASSES} text-sm`}>
          {lines.map((line) => (
            <Fragment key={line.key}>
              <dt className={DT_CLASSES}>{line.label}</dt>
              <dd className={DD_CLASSES}>
                {line.json ? (
                  <PreformattedBlock label={line.label}>{line.value}</PreformattedBlock>
                ) : (
                  <FieldValue label={line.label} value={line.value} />
                )}
                <TranslatedText text={translations?.[translationFieldKey.form(line.key)]} />
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
    </Section>
  );
}

function FieldValue({ label, value }: { label: string; value: string }) {
  const href = contactHref(label, value);
  if (!href) return value;
  return (
    <a
      href={href}
      className="rounded-sm text-primary underline underline-offset-4 hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {value}
    </a>
  );
}
