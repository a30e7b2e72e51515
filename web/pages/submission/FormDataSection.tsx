import { Fragment } from 'react';
import { formFieldLines } from '../../../common/submission/formFields.ts';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { DD_CLASSES, DL_CLASSES, DT_CLASSES, PreformattedBlock, Section } from './Section.tsx';

const texts = submissionTexts.formData;

/** Formular-Informationen: every field as label and value; JSON for non-strings (spec 001 §2.1). */
export function FormDataSection({ formData }: { formData: Record<string, unknown> | null }) {
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
                  line.value
                )}
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
    </Section>
  );
}
