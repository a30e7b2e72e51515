import { LockKeyhole } from 'lucide-react';
import { practiceRoleTexts } from '../../../common/texts/practiceRoles.ts';
import { Section } from './Section.tsx';

const texts = practiceRoleTexts.clinicalWithheld;

/**
 * In the place of the anamnese, its AI texts, red flags and consents, for a role that may not read them (the
 * reception while the practice has not released them, issue 44): a calm note, nothing was asked for.
 */
export function ClinicalPartWithheld() {
  return (
    <Section title={texts.title} testId="clinical-withheld">
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        {texts.text}
      </p>
    </Section>
  );
}
