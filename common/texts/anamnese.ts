// Texts of the patients' anamnese (medical history) questionnaire, spec 002 §2, §4, §5, §8. The questions,
// their options and labels live in common/anamnese/questionnaire.ts; this module holds the page around them.
export const anamneseTexts = {
  pageTitle: 'Anamnese',
  heading: 'Anamnesebogen',
  /** providers: the practice's providerType (a plural), see receptionWords in common/receptionWords.ts. */
  intro: (providers: string) =>
    `Mit diesem Fragebogen bereiten sich unsere ${providers} auf Sie vor. Bitte beantworten Sie die Fragen so gut es geht – Fragen, die nicht auf Sie zutreffen, können Sie überspringen.`,
  /** Spec 002 §9: estimated time 3 to 5 minutes. */
  estimatedTime: 'Geschätzte Dauer: 3 bis 5 Minuten',
  /** Spec 002 §4, verbatim. */
  stepOf: (step: number, total: number) => `Schritt ${step} von ${total}`,
  percent: (value: number) => `${value} %`,
  progressLabel: 'Fortschritt des Fragebogens',
  progressValueText: (step: number, total: number, percent: number) =>
    `Schritt ${step} von ${total}, ${percent} %`,

  next: 'Weiter',
  back: 'Zurück',
  skip: 'Überspringen',
  submit: 'Anamnese absenden',
  submitting: 'Wird gesendet...',
  navigationLabel: 'Schritte des Fragebogens',

  yesNoLegendHint: 'Bitte wählen Sie Ja oder Nein.',
  multiHint: 'Mehrfachauswahl möglich',
  scaleMinHint: (min: number, label: string) => `${min} = ${label}`,
  scaleMaxHint: (max: number, label: string) => `${max} = ${label}`,

  /** Non-skippable steps (spec 002 §5). */
  choiceRequired: 'Bitte wählen Sie „Ja“ oder „Nein“ aus.',
  expectationsRequired: 'Bitte beschreiben Sie Ihre Erwartungen.',
  consentRequired: 'Bitte bestätigen Sie die Einwilligung.',
  privacyIntro: 'Mehr dazu in unserer',
  privacyLink: 'Datenschutzerklärung',

  /** Spec 002 §8, verbatim. */
  sendError: 'Fehler beim Senden der Anamnese',
  genericError: 'Ein Fehler ist aufgetreten',
  unknownType: 'Unbekannter Fragetyp',
  sendErrorTitle: 'Die Anamnese konnte nicht gesendet werden.',

  missingRequestTitle: 'Kein Bezug zu einer Anfrage',
  missingRequestText:
    'Der Anamnesebogen gehört zu einer Anfrage. Bitte senden Sie zuerst über die Online-Rezeption eine Anfrage – danach können Sie den Fragebogen ausfüllen.',
  toReception: 'Zur Online-Rezeption',
} as const;
