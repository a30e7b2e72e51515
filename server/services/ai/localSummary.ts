// The anamnese summary by rules: a short paragraph, key findings, next physiotherapy steps and risk factors,
// with every red flag of our rules first.

import { type RedFlag, redFlags, SEVERE_PAIN_LEVEL } from '../../../common/anamnese/redFlags.ts';
import type { SummaryContent } from '../../../common/schemas/submissionDetail.ts';
import { type Answers, type Facts, factsOf } from './facts.ts';
import {
  DIAGNOSTIC,
  EVOLUTION,
  INFLUENCE,
  OTHER_SYMPTOM,
  PAIN_PATTERN,
  PAIN_TYPE,
  regionsGenitive,
  regionsShort,
  TREATMENT,
} from './germanPhrases.ts';
import { PATIENT } from './localClinicalText.ts';

const present = <T>(items: (T | false | undefined | '')[]) => items.filter(Boolean) as T[];

function summaryText(f: Facts, flags: RedFlag[]): string {
  const pain = present([
    f.painPattern && PAIN_PATTERN[f.painPattern]!.dative,
    f.painType && PAIN_TYPE[f.painType]!.dative,
  ]).join(', ');
  const painPhrase =
    pain || f.painLevel !== undefined
      ? ` mit ${pain ? `${pain} ` : ''}Schmerzen${f.painLevel !== undefined ? ` der Stärke ${f.painLevel}/10 (NRS)` : ''}`
      : '';
  const where = f.regions.length ? ` im Bereich ${regionsGenitive(f.regions)}` : '';
  const impact = present([
    f.functional && 'Einschränkungen in Alltag bzw. Beruf',
    f.psychological && 'eine psychische Belastung',
  ]);
  return present([
    where || painPhrase
      ? `${PATIENT} berichtet über Beschwerden${where}${painPhrase}.`
      : 'Angaben zu Lokalisation und Schmerz liegen nicht vor.',
    f.evolution && EVOLUTION[f.evolution]!.sentence,
    impact.length > 0 && `Es bestehen ${impact.join(' sowie ')}.`,
    flags.length === 0
      ? noFlagsSentence(f)
      : flags.length === 1
        ? 'Die Angaben enthalten ein Warnzeichen (Red Flag), das vor Behandlungsbeginn ärztlich abgeklärt werden sollte.'
        : `Die Angaben enthalten ${flags.length} Warnzeichen (Red Flags), die vor Behandlungsbeginn ärztlich abgeklärt werden sollten.`,
  ]).join(' ');
}

/** "No red flags" is only as good as the screening questions answered; say which were left open. */
function noFlagsSentence(f: Facts): string {
  const open = present([
    f.cancer === undefined && 'einer Krebserkrankung',
    f.nightSweats === undefined && 'nächtlichen Schweißausbrüchen',
  ]);
  if (open.length === 0) return 'Aus den Angaben ergeben sich keine Warnzeichen (Red Flags).';
  const question = open.length > 1 ? 'die Screening-Fragen nach' : 'die Screening-Frage nach';
  return `Aus den vorliegenden Angaben ergeben sich keine Warnzeichen (Red Flags); ${question} ${open.join(' bzw. ')} ${open.length > 1 ? 'sind' : 'ist'} jedoch unbeantwortet.`;
}

function keyFindings(f: Facts): string[] {
  const influences = (values: string[]) => values.map((v) => INFLUENCE[v]).join(', ');
  const pain = present([
    f.painLevel !== undefined && `${f.painLevel}/10 (NRS)`,
    f.painPattern && PAIN_PATTERN[f.painPattern]!.short,
    f.painType && PAIN_TYPE[f.painType]!.short,
  ]);
  const neuro = present([
    f.sensitivity && 'Gefühlsstörungen',
    f.strength && 'Kraftverlust',
    f.balance && 'Gleichgewichtsprobleme/Schwindel',
  ]);
  const neuroAnswered = [f.sensitivity, f.strength, f.balance].some((a) => a !== undefined);
  const previous = [...f.diagnostics.map((d) => DIAGNOSTIC[d]), ...f.treatments.map((t) => TREATMENT[t])];
  const withText = (label: string, answer: Facts['comorbidities'], none: string) =>
    answer &&
    (answer.text ? `${label}: ${answer.text}` : answer.yes ? `${label}: ja (nicht näher bezeichnet)` : none);
  return present([
    f.regions.length > 0 && `Lokalisation: ${regionsShort(f.regions)}`,
    pain.length > 0 && `Schmerz: ${pain.join(', ')}`,
    f.evolution && `Verlauf: ${EVOLUTION[f.evolution]!.short}`,
    f.worse.length > 0 && `Verstärkend: ${influences(f.worse)}`,
    f.better.length > 0 && `Lindernd: ${influences(f.better)}`,
    f.mobility && 'Veränderte Beweglichkeit',
    neuro.length > 0
      ? `Neurologisch: ${neuro.join(', ')}`
      : neuroAnswered && 'Keine neurologischen Symptome angegeben',
    f.otherSymptoms.length > 0 &&
      `Begleitsymptome: ${f.otherSymptoms.map((s) => OTHER_SYMPTOM[s]!.text).join(', ')}`,
    f.functional && 'Einschränkung in Alltag bzw. Beruf',
    f.psychological && 'Psychische Belastung durch die Beschwerden',
    withText('Vorerkrankungen', f.comorbidities, 'Keine Vorerkrankungen'),
    withText('Medikation', f.medications, 'Keine regelmäßige Medikation'),
    (previous.length > 0 || f.previousText) &&
      `Vorbehandlungen: ${present([previous.join(', '), f.previousText && `„${f.previousText}“`]).join('; ')}`,
    f.expectations && `Erwartung: „${f.expectations}“`,
  ]);
}

// Follow-up per red flag: what to clarify before treatment starts.
const FLAG_STEPS: Record<string, string> = {
  cancer_history:
    'Onkologische Vorgeschichte und aktuellen Status ärztlich klären lassen (Metastasen ausschließen).',
  night_sweats: 'Nächtliche Schweißausbrüche ärztlich abklären lassen (B-Symptomatik, Infekt).',
  severe_worsening_pain:
    'Starke zunehmende oder akut aufgetretene Schmerzen ärztlich abklären lassen, bevor belastet wird.',
  constant_night_pain:
    'Nächtlichen Dauerschmerz ärztlich abklären lassen (entzündliche oder tumoröse Ursache).',
  neurological_deficit:
    'Neurologischen Status (Sensibilität, Kraft, Reflexe) erheben; bei Ausfällen ärztliche Vorstellung.',
  incontinence: 'Inkontinenz umgehend ärztlich abklären lassen (Kauda-Syndrom ausschließen).',
  chest_pain_dyspnoea: 'Brustbeschwerden mit Atemnot internistisch abklären lassen, vor jeder Belastung.',
  cervical_vascular:
    'Vor Behandlung der HWS eine vaskuläre Ursache ärztlich ausschließen lassen; keine Manipulation.',
};

function recommendations(f: Facts, flags: RedFlag[]): string[] {
  const worse = new Set(f.worse);
  const better = new Set(f.better);
  const unanswered = present([
    f.cancer === undefined && 'Krebserkrankung',
    f.nightSweats === undefined && 'nächtliche Schweißausbrüche',
  ]);
  return present([
    flags.length > 0 &&
      'Vor Behandlungsbeginn ärztliche Abklärung der Warnzeichen veranlassen bzw. Rücksprache mit der verordnenden Ärztin bzw. dem verordnenden Arzt halten.',
    ...flags.map((flag) => FLAG_STEPS[flag.code]),
    unanswered.length > 0 &&
      `Nicht beantwortete Screening-Fragen im Erstgespräch nachholen (${unanswered.join(', ')}).`,
    `Physiotherapeutische Befunderhebung (Inspektion, Palpation, Bewegungs- und Funktionsprüfung)${f.regions.length ? ` für: ${regionsShort(f.regions)}` : ''}.`,
    (f.sensitivity || f.strength) &&
      !flags.some((x) => x.code === 'neurological_deficit') &&
      'Neurologische Basisuntersuchung (Sensibilität, Kraft, Reflexe) durchführen.',
    f.balance && 'Gleichgewicht und Sturzrisiko prüfen.',
    f.mobility && 'Bewegungsausmaß messen und dokumentieren, mobilisierende Maßnahmen einplanen.',
    f.painLevel !== undefined &&
      f.painLevel >= 7 &&
      'Belastung schmerzangepasst dosieren, zu Beginn schmerzlindernde Maßnahmen einplanen.',
    ['activity', 'walking', 'sport'].some((v) => better.has(v)) &&
      'Aktive Therapie (Bewegung, Training) einplanen, da Aktivität die Beschwerden lindert.',
    ['sitting', 'standing', 'work'].some((v) => worse.has(v)) &&
      'Haltung und Ergonomie im Alltag bzw. am Arbeitsplatz besprechen.',
    ['lifting', 'bending'].some((v) => worse.has(v)) && 'Hebe- und Bücktechnik schulen.',
    f.psychological &&
      'Psychosoziale Faktoren (Yellow Flags, z. B. Angst-Vermeidungs-Verhalten) erfragen und berücksichtigen.',
    f.comorbidities?.yes && 'Vorerkrankungen bei Belastungsdosierung und Maßnahmenwahl berücksichtigen.',
    f.medications?.yes && 'Medikation (z. B. Schmerzmittel, Gerinnungshemmer) im Erstgespräch klären.',
    f.expectations && 'Die genannten Erwartungen als messbare Therapieziele gemeinsam vereinbaren.',
  ]);
}

function riskFactors(f: Facts, flags: RedFlag[]): string[] {
  const flagged = new Set(flags.map((x) => x.code));
  return [
    ...flags.map((x) => x.text),
    ...present([
      f.comorbidities?.yes &&
        `Vorerkrankungen${f.comorbidities.text ? `: ${f.comorbidities.text}` : ' (nicht näher bezeichnet)'}`,
      f.medications?.yes &&
        `Regelmäßige Medikation${f.medications.text ? `: ${f.medications.text}` : ' (nicht näher bezeichnet)'}`,
      f.psychological && 'Psychische Belastung durch die Beschwerden (Yellow Flag)',
      !flagged.has('severe_worsening_pain') &&
        f.painLevel !== undefined &&
        f.painLevel >= SEVERE_PAIN_LEVEL &&
        `Hohe Schmerzintensität (${f.painLevel}/10)`,
      !flagged.has('severe_worsening_pain') && f.evolution === 'schlechter' && 'Zunehmende Beschwerden',
      f.balance && 'Gleichgewichtsprobleme bzw. Schwindel (Sturzrisiko)',
      f.otherSymptoms.includes('easy_bruising') && 'Neigung zu Hämatomen (Gerinnung und Medikation beachten)',
      f.functional && 'Einschränkung in Alltag bzw. Beruf',
    ]),
  ];
}

export function localSummary(answers: Answers): SummaryContent {
  const f = factsOf(answers);
  const flags = redFlags(answers);
  return {
    summary: summaryText(f, flags),
    keyFindings: keyFindings(f),
    recommendations: recommendations(f, flags),
    riskFactors: riskFactors(f, flags),
  };
}
