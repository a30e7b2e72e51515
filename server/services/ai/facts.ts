// The stored anamnese answers as typed facts for the local engine. Tolerant on purpose: a value that does
// not fit its question counts as unanswered, so an old or odd row never breaks a text or invents content.
import { QUESTIONNAIRE } from '../../../common/anamnese/questionnaire.ts';

export type Answers = Record<string, unknown>;
/** true = yes, false = no, undefined = not answered. */
export type YesNo = boolean | undefined;
export type YesNoText = { yes: boolean; text: string } | undefined;

export type Facts = {
  regions: string[];
  painLevel?: number;
  painPattern?: string;
  painType?: string;
  evolution?: string;
  worse: string[];
  better: string[];
  mobility: YesNo;
  sensitivity: YesNo;
  strength: YesNo;
  balance: YesNo;
  comorbidities: YesNoText;
  medications: YesNoText;
  cancer: YesNo;
  nightSweats: YesNo;
  otherSymptoms: string[];
  functional: YesNo;
  psychological: YesNo;
  diagnostics: string[];
  treatments: string[];
  previousText: string;
  expectations: string;
};

const DIAGNOSTICS = new Set(['xray', 'mri', 'ct']);

function allowed(id: string): string[] {
  const question = QUESTIONNAIRE.find((q) => q.id === id);
  return question && 'options' in question ? question.options.map((o) => o.value) : [];
}

const clean = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');
const yesNo = (value: unknown): YesNo => (value === 'yes' ? true : value === 'no' ? false : undefined);
const oneOf = (id: string, value: unknown) =>
  typeof value === 'string' && allowed(id).includes(value) ? value : undefined;
const listOf = (id: string, value: unknown): string[] => {
  const values = allowed(id);
  // Questionnaire order, each once, whatever order the client sent.
  return Array.isArray(value) ? values.filter((v) => value.includes(v)) : [];
};
function yesNoText(value: unknown): YesNoText {
  const answer = (value ?? {}) as { radio?: unknown; text?: unknown };
  const yes = yesNo(answer.radio);
  return yes === undefined ? undefined : { yes, text: yes ? clean(answer.text) : '' };
}

export function factsOf(answers: Answers): Facts {
  const previous = (answers.previousTreatments ?? {}) as { checkboxes?: unknown; text?: unknown };
  const checked = listOf('previousTreatments', previous.checkboxes);
  const level = answers.painLevel;
  return {
    regions: listOf('bodyParts', answers.bodyParts),
    painLevel:
      typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 10 ? level : undefined,
    painPattern: oneOf('painPattern', answers.painPattern),
    painType: oneOf('painType', answers.painType),
    evolution: oneOf('problemEvolution', answers.problemEvolution),
    worse: listOf('negativeInfluences', answers.negativeInfluences),
    better: listOf('positiveInfluences', answers.positiveInfluences),
    mobility: yesNo(answers.mobilityChanged),
    sensitivity: yesNo(answers.sensitivityChanged),
    strength: yesNo(answers.strengthChanged),
    balance: yesNo(answers.balanceIssues),
    comorbidities: yesNoText(answers.comorbidities),
    medications: yesNoText(answers.medications),
    cancer: yesNo(answers.cancer),
    nightSweats: yesNo(answers.nightSweats),
    otherSymptoms: listOf('otherSymptoms', answers.otherSymptoms),
    functional: yesNo(answers.functionalImpairment),
    psychological: yesNo(answers.psychologicalImpact),
    diagnostics: checked.filter((v) => DIAGNOSTICS.has(v)),
    treatments: checked.filter((v) => !DIAGNOSTICS.has(v)),
    previousText: clean(previous.text),
    expectations: clean((answers.expectations as { text?: unknown } | undefined)?.text),
  };
}
