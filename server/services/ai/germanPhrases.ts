// German wording of the local engine: the questionnaire's values as phrases that fit into sentences
// (cases, articles, singular/plural), and small helpers for lists and quotes.
import { BODY_PARTS } from '../../../common/anamnese/questionnaire.ts';

/** "A", "A und B", "A, B und C". */
export function joinDe(items: string[], last = 'und'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A phrase with its grammatical number, so the verb agrees ("wird" / "werden"). */
export type Phrase = { text: string; plural: boolean };
export const verbFor = (items: Phrase[], singular: string, plural: string) =>
  items.length > 1 || items[0]?.plural ? plural : singular;

/** Patient text in German quotes; the sentence's full stop only when the quote does not end one. */
export const quotedSentence = (lead: string, text: string) =>
  `${lead} „${text}“${/[.!?]$/.test(text) ? '' : '.'}`;

// Genitive after "im Bereich …"; both sides of a joint become "beider …".
const REGION_GENITIVE: Record<string, string> = {
  head: 'des Kopfes',
  neck: 'des Nackens',
  shoulder_right: 'der rechten Schulter',
  shoulder_left: 'der linken Schulter',
  elbow_right: 'des rechten Ellenbogens',
  elbow_left: 'des linken Ellenbogens',
  hand_right: 'der rechten Hand',
  hand_left: 'der linken Hand',
  chest: 'des Brustkorbs',
  back: 'des Rückens',
  hip_right: 'der rechten Hüfte',
  hip_left: 'der linken Hüfte',
  knee_right: 'des rechten Knies',
  knee_left: 'des linken Knies',
  foot_right: 'des rechten Fußes',
  foot_left: 'des linken Fußes',
};
const BOTH_SIDES: Record<string, { genitive: string; short: string }> = {
  shoulder: { genitive: 'beider Schultern', short: 'Schulter beidseits' },
  elbow: { genitive: 'beider Ellenbogen', short: 'Ellenbogen beidseits' },
  hand: { genitive: 'beider Hände', short: 'Hand beidseits' },
  hip: { genitive: 'beider Hüften', short: 'Hüfte beidseits' },
  knee: { genitive: 'beider Knie', short: 'Knie beidseits' },
  foot: { genitive: 'beider Füße', short: 'Fuß beidseits' },
};

function regionWords(regions: string[], form: 'genitive' | 'short'): string[] {
  const words: string[] = [];
  for (const value of regions) {
    const [joint, side] = value.split('_');
    const both =
      side && BOTH_SIDES[joint!] && regions.includes(`${joint}_${side === 'right' ? 'left' : 'right'}`);
    if (both && side === 'left') continue; // said once, with the right side
    if (both) words.push(BOTH_SIDES[joint!]![form]);
    else
      words.push(
        form === 'genitive' ? REGION_GENITIVE[value]! : BODY_PARTS.find((p) => p.value === value)!.label,
      );
  }
  return words;
}
/** "des Rückens und der rechten Schulter" */
export const regionsGenitive = (regions: string[]) => joinDe(regionWords(regions, 'genitive'));
/** "Rücken, Schulter rechts" */
export const regionsShort = (regions: string[]) => regionWords(regions, 'short').join(', ');

export const PAIN_PATTERN: Record<string, { sentence: string; dative: string; short: string }> = {
  permanent: { sentence: 'Die Schmerzen bestehen dauerhaft.', dative: 'dauerhaften', short: 'dauerhaft' },
  intermittent: {
    sentence: 'Die Schmerzen treten zeitweise (intermittierend) auf.',
    dative: 'zeitweise auftretenden',
    short: 'zeitweise',
  },
  variable: {
    sentence: 'Die Schmerzintensität ist wechselnd.',
    dative: 'wechselnd starken',
    short: 'wechselnd',
  },
};
export const PAIN_TYPE: Record<string, { dative: string; short: string }> = {
  stechend: { dative: 'stechenden', short: 'stechend' },
  brennend: { dative: 'brennenden', short: 'brennend' },
  pochend: { dative: 'pochenden', short: 'pochend' },
  dumpf: { dative: 'dumpfen', short: 'dumpf' },
  krampfend: { dative: 'krampfartigen', short: 'krampfartig' },
  ziehend: { dative: 'ziehenden', short: 'ziehend' },
};
export const EVOLUTION: Record<string, { sentence: string; short: string }> = {
  gleichbleibend: { sentence: 'Der Verlauf ist bislang gleichbleibend.', short: 'gleichbleibend' },
  besser: { sentence: 'Die Beschwerden haben sich zuletzt gebessert.', short: 'gebessert' },
  schlechter: { sentence: 'Die Beschwerden haben sich zuletzt verschlechtert.', short: 'verschlechtert' },
  akut: { sentence: 'Die Beschwerden sind akut aufgetreten.', short: 'akut aufgetreten' },
};
/** Dative plural of the intensity on the NRS: leicht (1–3), mittelstark (4–6), stark (7–10). */
export const intensityDative = (level: number) =>
  level >= 7 ? 'starken' : level >= 4 ? 'mittelstarken' : 'leichten';

/** Aggravating / relieving factors as adverbials: "im Sitzen", "beim Bücken", "abends". */
export const INFLUENCE: Record<string, string> = {
  activity: 'bei Aktivität',
  rest: 'in Ruhe',
  lying: 'im Liegen',
  sitting: 'im Sitzen',
  bending: 'beim Bücken',
  standing: 'im Stehen',
  walking: 'beim Gehen',
  lifting: 'beim Heben',
  overhead_work: 'bei Überkopfarbeit',
  gripping: 'beim Greifen',
  work: 'bei der Arbeit',
  sport: 'beim Sport',
  morning: 'morgens',
  noon: 'mittags',
  evening: 'abends',
  night: 'nachts',
};

export const OTHER_SYMPTOM: Record<string, Phrase> = {
  vision: { text: 'Sehstörungen', plural: true },
  hearing: { text: 'Hörstörungen', plural: true },
  incontinence: { text: 'Inkontinenz', plural: false },
  constipation: { text: 'Obstipation (Verstopfung)', plural: false },
  morning_stiffness: { text: 'Morgensteifigkeit', plural: false },
  easy_bruising: { text: 'eine Neigung zu Hämatomen (blauen Flecken)', plural: false },
  shortness_of_breath: { text: 'Atemnot (Dyspnoe)', plural: false },
  cramps: { text: 'Krämpfe', plural: true },
};

export const DIAGNOSTIC: Record<string, string> = { xray: 'Röntgen', mri: 'MRT', ct: 'CT' };
export const TREATMENT: Record<string, string> = {
  injections: 'Injektionen (Spritzen)',
  physiotherapy: 'Physiotherapie',
  training: 'Trainingstherapie',
};
