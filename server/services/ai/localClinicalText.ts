// The clinical running text (Fließtext) by rules: a few paragraphs in Fachsprache, third person, only from
// what was answered (an unanswered question adds no sentence).
import { redFlags } from '../../../common/anamnese/redFlags.ts';
import { type Answers, type Facts, factsOf } from './facts.ts';
import {
  capitalize,
  DIAGNOSTIC,
  EVOLUTION,
  INFLUENCE,
  intensityDative,
  joinDe,
  OTHER_SYMPTOM,
  PAIN_PATTERN,
  PAIN_TYPE,
  type Phrase,
  quotedSentence,
  regionsGenitive,
  TREATMENT,
  verbFor,
} from './germanPhrases.ts';
import type { ClinicalParagraph, ClinicalText } from './types.ts';

export const PATIENT = 'Die Patientin bzw. der Patient';

/** Keeps a paragraph only when it has something to say. */
const paragraph = (heading: string, sentences: (string | false | undefined)[]): ClinicalParagraph[] => {
  const text = sentences.filter(Boolean).join(' ');
  return text ? [{ heading, text }] : [];
};

const yesNoSentence = (answer: boolean | undefined, yes: string, no: string) =>
  answer === undefined ? undefined : answer ? yes : no;

function complaints(f: Facts) {
  return paragraph('Anlass und Beschwerdebild', [
    f.regions.length > 0 && `${PATIENT} berichtet über Beschwerden im Bereich ${regionsGenitive(f.regions)}.`,
    yesNoSentence(
      f.mobility,
      'Die Beweglichkeit hat sich nach eigener Angabe verändert.',
      'Eine Veränderung der Beweglichkeit wird verneint.',
    ),
    yesNoSentence(
      f.functional,
      'Es bestehen Einschränkungen im Alltag bzw. im Beruf.',
      'Einschränkungen in Alltag und Beruf werden verneint.',
    ),
    yesNoSentence(
      f.psychological,
      'Die Beschwerden werden als psychisch belastend erlebt.',
      'Eine psychische Belastung durch die Beschwerden wird verneint.',
    ),
  ]);
}

function pain(f: Facts) {
  return paragraph('Schmerzcharakter und Verlauf', [
    f.painLevel !== undefined &&
      `Die Schmerzintensität wird auf der numerischen Ratingskala (NRS) mit ${f.painLevel}/10 angegeben, ` +
        `entsprechend ${intensityDative(f.painLevel)} Schmerzen.`,
    f.painType && `Der Schmerzcharakter wird als ${PAIN_TYPE[f.painType]!.short} beschrieben.`,
    f.painPattern && PAIN_PATTERN[f.painPattern]!.sentence,
    f.evolution && EVOLUTION[f.evolution]!.sentence,
  ]);
}

function influences(f: Facts) {
  const phrases = (values: string[]) => joinDe(values.map((v) => INFLUENCE[v]!));
  return paragraph('Einflussfaktoren', [
    f.worse.length > 0 && `Die Beschwerden verstärken sich ${phrases(f.worse)}.`,
    f.better.length > 0 && `Linderung tritt ${phrases(f.better)} ein.`,
  ]);
}

function neurology(f: Facts) {
  const signs: [boolean | undefined, Phrase, Phrase][] = [
    [
      f.sensitivity,
      { text: 'Gefühlsstörungen (z. B. Kribbeln, Taubheit)', plural: true },
      { text: 'Gefühlsstörungen', plural: true },
    ],
    [f.strength, { text: 'ein Kraftverlust', plural: false }, { text: 'ein Kraftverlust', plural: false }],
    [
      f.balance,
      { text: 'Gleichgewichtsprobleme bzw. Schwindel', plural: true },
      { text: 'Gleichgewichtsprobleme oder Schwindel', plural: true },
    ],
  ];
  const present = signs.filter(([answer]) => answer === true).map(([, yes]) => yes);
  const absent = signs.filter(([answer]) => answer === false).map(([, , no]) => no);
  const symptoms = f.otherSymptoms.map((s) => OTHER_SYMPTOM[s]!);
  const list = (items: Phrase[]) => joinDe(items.map((p) => p.text));
  return paragraph('Neurologie und Begleitsymptome', [
    present.length > 0 && `Es ${verbFor(present, 'wird', 'werden')} ${list(present)} angegeben.`,
    absent.length > 0 &&
      `${capitalize(
        joinDe(
          absent.map((p) => p.text),
          'sowie',
        ),
      )} ${verbFor(absent, 'wird', 'werden')} verneint.`,
    symptoms.length > 0 &&
      `Als ${symptoms.length > 1 ? 'Begleitsymptome' : 'Begleitsymptom'} ${verbFor(symptoms, 'wird', 'werden')} ${list(symptoms)} angegeben.`,
  ]);
}

function history(f: Facts) {
  const { comorbidities: c, medications: m } = f;
  return paragraph('Vorerkrankungen und Medikation', [
    c &&
      (c.text
        ? quotedSentence('Als Vorerkrankungen werden angegeben:', c.text)
        : c.yes
          ? 'Vorerkrankungen werden bejaht, jedoch nicht näher bezeichnet.'
          : 'Vorerkrankungen werden verneint.'),
    yesNoSentence(
      f.cancer,
      'Eine Krebserkrankung (aktuell oder in der Vorgeschichte) wird angegeben.',
      'Eine Krebserkrankung wird verneint.',
    ),
    m &&
      (m.text
        ? quotedSentence('Als regelmäßige Medikation wird angegeben:', m.text)
        : m.yes
          ? 'Eine regelmäßige Medikamenteneinnahme wird bejaht, die Präparate sind nicht benannt.'
          : 'Eine regelmäßige Medikamenteneinnahme wird verneint.'),
  ]);
}

/** The red flags of our rules as their own paragraph; also merged into a configured model's text. */
export function warningParagraph(answers: Answers): ClinicalParagraph {
  const flags = redFlags(answers);
  const nightSweatsDenied =
    factsOf(answers).nightSweats === false && 'Nächtliche Schweißausbrüche werden verneint.';
  const heading = 'Warnzeichen (Red Flags)';
  if (flags.length === 0) {
    const text = ['Aus den vorliegenden Angaben ergeben sich keine Warnzeichen.', nightSweatsDenied];
    return { heading, text: text.filter(Boolean).join(' ') };
  }
  const lead =
    flags.length === 1
      ? 'Aus den Angaben ergibt sich folgendes Warnzeichen, das vor Behandlungsbeginn ärztlich abgeklärt werden sollte:'
      : 'Aus den Angaben ergeben sich folgende Warnzeichen, die vor Behandlungsbeginn ärztlich abgeklärt werden sollten:';
  return { heading, text: lead, items: flags.map((f) => f.text), warning: true };
}

function treatmentsAndGoals(f: Facts) {
  const diagnostics = f.diagnostics.map((d) => DIAGNOSTIC[d]!);
  const treatments = f.treatments.map((t) => TREATMENT[t]!);
  return paragraph('Vorbehandlungen und Erwartungen', [
    diagnostics.length > 0 &&
      `Als bisherige Diagnostik ${diagnostics.length > 1 ? 'werden' : 'wird'} ${joinDe(diagnostics)} angegeben.`,
    treatments.length > 0 &&
      (treatments.length > 1
        ? `Als bisherige Behandlungen werden ${joinDe(treatments)} angegeben.`
        : `Als bisherige Behandlung wird ${treatments[0]} angegeben.`),
    f.previousText && quotedSentence('Ergänzend wird vermerkt:', f.previousText),
    f.expectations && quotedSentence('Als Erwartung an die Behandlung wird formuliert:', f.expectations),
  ]);
}

export function localClinicalText(answers: Answers): ClinicalText {
  const f = factsOf(answers);
  return {
    paragraphs: [
      ...complaints(f),
      ...pain(f),
      ...influences(f),
      ...neurology(f),
      ...history(f),
      warningParagraph(answers),
      ...treatmentsAndGoals(f),
    ],
  };
}
