// The 20-step anamnese questionnaire (spec 002 §3): one definition for the patient's wizard, the server's
// validation and the staff's formatted view. Ids and answer shapes are the spec's.

export type Option = { value: string; label: string };

type Base = { id: string; title: string; hint?: string; skippable: boolean };
export type Question =
  | (Base & { type: 'multi'; options: Option[] })
  | (Base & { type: 'scale'; min: number; max: number; minLabel: string; maxLabel: string })
  | (Base & { type: 'single'; options: Option[] })
  | (Base & { type: 'yesno' })
  | (Base & { type: 'yesnoText'; textLabel: string })
  | (Base & { type: 'checkboxesText'; options: Option[]; textLabel: string })
  | (Base & { type: 'textConsent'; textLabel: string; consentLabel: string });

const opts = (pairs: [string, string][]): Option[] => pairs.map(([value, label]) => ({ value, label }));

export const BODY_PARTS = opts([
  ['head', 'Kopf'],
  ['neck', 'Nacken'],
  ['shoulder_right', 'Schulter rechts'],
  ['shoulder_left', 'Schulter links'],
  ['elbow_right', 'Ellenbogen rechts'],
  ['elbow_left', 'Ellenbogen links'],
  ['hand_right', 'Hand rechts'],
  ['hand_left', 'Hand links'],
  ['chest', 'Brust'],
  ['back', 'Rücken'],
  ['hip_right', 'Hüfte rechts'],
  ['hip_left', 'Hüfte links'],
  ['knee_right', 'Knie rechts'],
  ['knee_left', 'Knie links'],
  ['foot_right', 'Fuß rechts'],
  ['foot_left', 'Fuß links'],
]);

const INFLUENCES = opts([
  ['activity', 'Aktivität'],
  ['rest', 'Ruhe'],
  ['lying', 'Liegen'],
  ['sitting', 'Sitzen'],
  ['bending', 'Bücken'],
  ['standing', 'Stehen'],
  ['walking', 'Gehen'],
  ['lifting', 'Heben'],
  ['overhead_work', 'Überkopfarbeit'],
  ['gripping', 'Greifen'],
  ['work', 'Arbeit'],
  ['sport', 'Sport'],
  ['morning', 'Morgens'],
  ['noon', 'Mittags'],
  ['evening', 'Abends'],
  ['night', 'Nachts'],
]);

export const QUESTIONNAIRE: readonly Question[] = [
  {
    id: 'bodyParts',
    type: 'multi',
    skippable: true,
    title: 'Wo haben Sie Beschwerden?',
    hint: 'Mehrfachauswahl möglich',
    options: BODY_PARTS,
  },
  {
    id: 'painLevel',
    type: 'scale',
    skippable: true,
    title: 'Wie stark sind Ihre Schmerzen?',
    min: 1,
    max: 10,
    minLabel: 'kaum spürbar',
    maxLabel: 'unerträglich',
  },
  {
    id: 'painPattern',
    type: 'single',
    skippable: true,
    title: 'Wie treten die Schmerzen auf?',
    options: opts([
      ['permanent', 'Dauerhaft'],
      ['intermittent', 'Zeitweise'],
      ['variable', 'Wechselnd'],
    ]),
  },
  {
    id: 'painType',
    type: 'single',
    skippable: true,
    title: 'Wie fühlen sich die Schmerzen an?',
    options: opts([
      ['stechend', 'Stechend'],
      ['brennend', 'Brennend'],
      ['pochend', 'Pochend'],
      ['dumpf', 'Dumpf'],
      ['krampfend', 'Krampfend'],
      ['ziehend', 'Ziehend'],
    ]),
  },
  {
    id: 'problemEvolution',
    type: 'single',
    skippable: true,
    title: 'Wie haben sich die Beschwerden entwickelt?',
    options: opts([
      ['gleichbleibend', 'Gleichbleibend'],
      ['besser', 'Besser geworden'],
      ['schlechter', 'Schlechter geworden'],
      ['akut', 'Akut aufgetreten'],
    ]),
  },
  {
    id: 'negativeInfluences',
    type: 'multi',
    skippable: true,
    title: 'Was verstärkt die Beschwerden?',
    hint: 'Mehrfachauswahl möglich',
    options: INFLUENCES,
  },
  {
    id: 'positiveInfluences',
    type: 'multi',
    skippable: true,
    title: 'Was lindert die Beschwerden?',
    hint: 'Mehrfachauswahl möglich',
    options: INFLUENCES,
  },
  { id: 'mobilityChanged', type: 'yesno', skippable: true, title: 'Hat sich Ihre Beweglichkeit verändert?' },
  {
    id: 'sensitivityChanged',
    type: 'yesno',
    skippable: true,
    title: 'Haben Sie Gefühlsstörungen (z. B. Kribbeln, Taubheit)?',
  },
  { id: 'strengthChanged', type: 'yesno', skippable: true, title: 'Hat Ihre Kraft nachgelassen?' },
  {
    id: 'balanceIssues',
    type: 'yesno',
    skippable: true,
    title: 'Haben Sie Gleichgewichtsprobleme oder Schwindel?',
  },
  {
    id: 'comorbidities',
    type: 'yesnoText',
    skippable: false,
    title: 'Haben Sie Vorerkrankungen?',
    hint: 'z. B. Bluthochdruck, Diabetes, Operationen',
    textLabel: 'Welche Vorerkrankungen? (optional)',
  },
  {
    id: 'medications',
    type: 'yesnoText',
    skippable: false,
    title: 'Nehmen Sie regelmäßig Medikamente ein?',
    textLabel: 'Welche Medikamente? (optional)',
  },
  { id: 'cancer', type: 'yesno', skippable: true, title: 'Hatten oder haben Sie eine Krebserkrankung?' },
  { id: 'nightSweats', type: 'yesno', skippable: true, title: 'Haben Sie nächtliche Schweißausbrüche?' },
  {
    id: 'otherSymptoms',
    type: 'multi',
    skippable: true,
    title: 'Haben Sie weitere Beschwerden?',
    hint: 'Mehrfachauswahl möglich',
    options: opts([
      ['vision', 'Sehstörungen'],
      ['hearing', 'Hörstörungen'],
      ['incontinence', 'Inkontinenz'],
      ['constipation', 'Verstopfung'],
      ['morning_stiffness', 'Morgensteifigkeit'],
      ['easy_bruising', 'Neigung zu blauen Flecken'],
      ['shortness_of_breath', 'Atemnot'],
      ['cramps', 'Krämpfe'],
    ]),
  },
  {
    id: 'functionalImpairment',
    type: 'yesno',
    skippable: true,
    title: 'Sind Sie im Alltag oder Beruf eingeschränkt?',
  },
  {
    id: 'psychologicalImpact',
    type: 'yesno',
    skippable: true,
    title: 'Belasten Sie die Beschwerden psychisch?',
  },
  {
    id: 'previousTreatments',
    type: 'checkboxesText',
    skippable: true,
    title: 'Welche Untersuchungen oder Behandlungen hatten Sie bereits?',
    options: opts([
      ['xray', 'Röntgen'],
      ['mri', 'MRT'],
      ['ct', 'CT'],
      ['injections', 'Spritzen'],
      ['physiotherapy', 'Physiotherapie'],
      ['training', 'Training'],
    ]),
    textLabel: 'Sonstiges (optional)',
  },
  {
    id: 'expectations',
    type: 'textConsent',
    skippable: false,
    title: 'Was erwarten Sie von der Behandlung?',
    textLabel: 'Ihre Erwartungen und Ziele',
    consentLabel: 'Ich willige ein, dass meine Angaben zur Vorbereitung der Behandlung verarbeitet werden.',
  },
];

export const ANAMNESE_STEPS = QUESTIONNAIRE.length;
export const YES_NO = opts([
  ['yes', 'Ja'],
  ['no', 'Nein'],
]);
