// The practice's own team as its owner runs it (issue 44): errors of /api/practices/:tenantId/staff and the
// audit lines they leave. Staff read German.
export const practiceTeamTexts = {
  tab: 'Team',
  heading: 'Team der Praxis',
  intro: {
    title: 'Wer in Ihrer Praxis was sieht',
    points: [
      'Praxisinhaber:innen verwalten die Praxis und ihr Team.',
      'Therapeut:innen sehen alle Anfragen mit Anamnese, Warnhinweisen und Einwilligungen.',
      'Der Empfang sieht Anfragen, Kontaktdaten und Dateien; die Anamnese nur, wenn Sie es unter „Einstellungen“ erlauben.',
    ],
  },
  practice: 'Praxis',
  noPractices: 'Sie verwalten noch keine Praxis.',
  loading: 'Team wird geladen …',
  loadFailed: 'Das Team konnte nicht geladen werden.',
  caption: (practice: string) => `Team von ${practice}`,
  columns: { name: 'Name', email: 'E-Mail', role: 'Rolle', state: 'Status', actions: 'Aktionen' },
  state: { active: 'Aktiv', invited: 'Einladung offen', inactive: 'Deaktiviert' },
  roleFor: (name: string) => `Rolle von ${name}`,
  removeFor: (name: string) => `${name} aus der Praxis entfernen`,
  remove: 'Entfernen',
  removeDialog: {
    title: (name: string) => `${name} aus dem Team entfernen?`,
    description:
      'Die Person sieht die Anfragen dieser Praxis danach nicht mehr. Ihr Benutzerkonto und andere Praxen bleiben, wie sie sind.',
    confirm: 'Entfernen',
    cancel: 'Abbrechen',
  },
  invite: {
    title: 'Kolleg:in einladen',
    email: 'E-Mail-Adresse',
    name: 'Name',
    role: 'Rolle',
    submit: 'Einladen',
    hint: 'Neue Personen bekommen eine Einladung per E-Mail und wählen ihr Passwort selbst. Wer schon ein Konto hat, wird ohne E-Mail hinzugefügt.',
  },
  success: {
    invited: (email: string) => `Einladung an ${email} gesendet.`,
    invitationFailed: (email: string) =>
      `${email} wurde angelegt, die Einladung konnte aber nicht gesendet werden. Bitte prüfen Sie den Mailversand.`,
    added: (name: string) => `${name} gehört jetzt zum Team.`,
    role: (name: string) => `Rolle von ${name} geändert.`,
    removed: (name: string) => `${name} wurde aus dem Team entfernt.`,
  },
  failed: 'Das hat nicht geklappt.',
  errors: {
    tenantNotFound: 'Praxis nicht gefunden.',
    memberNotFound: 'Diese Person gehört nicht zum Team dieser Praxis.',
    alreadyMember: 'Diese Person gehört schon zum Team dieser Praxis.',
    inactive: 'Dieses Benutzerkonto ist deaktiviert. Die Plattform-Administration kann es wieder aktivieren.',
    lastOwner:
      'Die Praxis braucht mindestens eine Praxisinhaberin oder einen Praxisinhaber. Ernennen Sie zuerst eine weitere Person.',
  },
  auditActions: {
    'practice_staff.invite': 'Teammitglied eingeladen',
    'practice_staff.add': 'Teammitglied hinzugefügt',
    'practice_staff.role': 'Praxisrolle geändert',
    'practice_staff.remove': 'Teammitglied entfernt',
  },
};
