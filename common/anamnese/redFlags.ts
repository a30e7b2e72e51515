// Warning signs in an anamnese that staff must see first (red flags of musculoskeletal triage): they are
// highlighted in the answers, listed first under "Besondere Hinweise", and named by the local AI engine.
// Pure rules on the structured answers; free text is not interpreted.

export type RedFlag = {
  code: string;
  /** German, for staff. */
  text: string;
  /** The answer fields that raise it (highlighted in the answer list). */
  fields: string[];
};

type Answers = Record<string, unknown>;

const isYes = (value: unknown) => value === 'yes';
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const includes = (value: unknown, item: string) => list(value).includes(item);

export const SEVERE_PAIN_LEVEL = 8;

export function redFlags(answers: Answers): RedFlag[] {
  const flags: RedFlag[] = [];
  const pain = typeof answers.painLevel === 'number' ? answers.painLevel : null;
  const evolution = answers.problemEvolution;

  if (isYes(answers.cancer)) {
    flags.push({
      code: 'cancer_history',
      text: 'Krebserkrankung (aktuell oder in der Vorgeschichte) angegeben',
      fields: ['cancer'],
    });
  }
  if (isYes(answers.nightSweats)) {
    flags.push({
      code: 'night_sweats',
      text: 'Nächtliche Schweißausbrüche (B-Symptomatik abklären)',
      fields: ['nightSweats'],
    });
  }
  if (pain !== null && pain >= SEVERE_PAIN_LEVEL && (evolution === 'schlechter' || evolution === 'akut')) {
    flags.push({
      code: 'severe_worsening_pain',
      text:
        evolution === 'akut'
          ? `Akut aufgetretene starke Schmerzen (${pain}/10)`
          : `Starke Schmerzen (${pain}/10), die sich verschlechtern`,
      fields: ['painLevel', 'problemEvolution'],
    });
  }
  if (answers.painPattern === 'permanent' && includes(answers.negativeInfluences, 'night')) {
    flags.push({
      code: 'constant_night_pain',
      text: 'Dauerschmerz, der nachts zunimmt',
      fields: ['painPattern', 'negativeInfluences'],
    });
  }
  if (isYes(answers.sensitivityChanged) && isYes(answers.strengthChanged)) {
    flags.push({
      code: 'neurological_deficit',
      text: 'Gefühlsstörungen und Kraftverlust (neurologische Ausfälle abklären)',
      fields: ['sensitivityChanged', 'strengthChanged'],
    });
  }
  if (includes(answers.otherSymptoms, 'incontinence')) {
    flags.push({
      code: 'incontinence',
      text: 'Inkontinenz angegeben (bei Rückenbeschwerden Kauda-Syndrom ausschließen)',
      fields: ['otherSymptoms'],
    });
  }
  if (includes(answers.bodyParts, 'chest') && includes(answers.otherSymptoms, 'shortness_of_breath')) {
    flags.push({
      code: 'chest_pain_dyspnoea',
      text: 'Brustbeschwerden mit Atemnot (internistisch abklären)',
      fields: ['bodyParts', 'otherSymptoms'],
    });
  }
  if (
    isYes(answers.balanceIssues) &&
    includes(answers.otherSymptoms, 'vision') &&
    (includes(answers.bodyParts, 'head') || includes(answers.bodyParts, 'neck'))
  ) {
    flags.push({
      code: 'cervical_vascular',
      text: 'Schwindel und Sehstörungen bei Kopf-/Nackenbeschwerden (vaskuläre Ursache ausschließen)',
      fields: ['balanceIssues', 'otherSymptoms', 'bodyParts'],
    });
  }
  return flags;
}

/** The answer fields any red flag points at. */
export const flaggedFields = (flags: RedFlag[]) => new Set(flags.flatMap((f) => f.fields));

const normalised = (text: string) => text.trim().toLowerCase();

/**
 * "Besondere Hinweise" (screen and PDF alike): the red flags' texts first, then the summary's risk factors
 * that do not repeat one (or each other).
 */
export function specialNotes(flags: readonly RedFlag[], riskFactors: readonly string[]) {
  const seen = new Set(flags.map((flag) => normalised(flag.text)));
  const others: string[] = [];
  for (const factor of riskFactors) {
    const key = normalised(factor);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    others.push(factor);
  }
  return { flags: flags.map((flag) => flag.text), others };
}
