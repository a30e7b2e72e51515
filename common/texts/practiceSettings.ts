// "Einstellungen" in a Praxisinhaber:in's Administration (issue 44): the practice's own settings.
export const practiceSettingsTexts = {
  tab: 'Einstellungen',
  heading: 'Einstellungen der Praxis',
  intro: {
    title: 'Was Patient:innen von Ihrer Praxis sehen',
    points: [
      'Stammdaten, Texte, Öffnungszeiten und Leistungen der Online-Rezeption.',
      'Sprachen, Benachrichtigungen und ob der Empfang die Anamnese sieht.',
      'Die Domains ändert die Plattform-Administration.',
    ],
  },
  practice: 'Praxis',
  noPractices: 'Sie verwalten noch keine Praxis.',
  loading: 'Einstellungen werden geladen …',
  loadFailed: 'Die Einstellungen konnten nicht geladen werden.',
  submit: 'Einstellungen speichern',
  saved: (name: string) => `Einstellungen von ${name} gespeichert.`,
  failed: 'Die Einstellungen konnten nicht gespeichert werden.',
};
