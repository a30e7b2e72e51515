// German texts of the dashboard's CSV export of requests (issue 31): the dialog, its field errors, the
// server's errors and the file's columns and name. Columns without health data come first; the health
// columns follow only when staff tick "Gesundheitsdaten einbeziehen".

export const csvExportTexts = {
  open: 'CSV exportieren',
  title: 'Anfragen als CSV exportieren',
  description: 'Eine Tabelle der Anfragen eines Zeitraums, die sich mit Excel öffnen lässt.',
  from: 'Von',
  to: 'Bis',
  filtersTitle: 'Es gelten die aktuellen Filter des Dashboards:',
  noFilters: 'Keine Filter – alle Anfragen ohne Spam.',
  filters: {
    practice: (name: string) => `Praxis: ${name}`,
    allPractices: 'Alle Ihre Praxen',
    formType: (label: string) => `Formulartyp: ${label}`,
    kind: (label: string) => `Art der Anfrage: ${label}`,
    state: (label: string) => `Status: ${label}`,
    open: 'Status: offen (nicht erledigt)',
    mine: 'Zuständig: ich',
    nobody: 'Zuständig: niemand',
    unopened: 'Nur ungeöffnete',
    withSpam: 'Spam eingeschlossen',
    onlySpam: 'Nur Spam',
  },
  health: 'Gesundheitsdaten einbeziehen (Name, Kontakt, Nachricht)',
  healthWarning:
    'Die Datei enthält dann Gesundheitsdaten. Der Export wird mit jeder enthaltenen Anfrage protokolliert. Speichern Sie die Datei nur an einem geschützten Ort und löschen Sie sie, wenn Sie sie nicht mehr brauchen.',
  submit: 'Exportieren',
  close: 'Schließen',
  done: 'Die CSV-Datei wurde heruntergeladen.',
  failed: 'Der Export ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  errors: {
    invalidDay: 'Bitte geben Sie ein gültiges Datum ein.',
    fromAfterTo: '„Bis“ darf nicht vor „Von“ liegen.',
    rangeTooLong: (days: number) => `Der Zeitraum darf höchstens ${days} Tage umfassen.`,
    tooMany: (max: string) =>
      `Der Zeitraum enthält mehr als ${max} Anfragen. Bitte wählen Sie einen kürzeren Zeitraum oder engere Filter.`,
  },
  /** The file's columns: without health data, then (ticked) the sender's and the form's. */
  columns: {
    reference: 'Referenznummer',
    receivedAt: 'Eingang',
    practice: 'Praxis',
    kind: 'Art der Anfrage',
    formType: 'Formulartyp',
    state: 'Status',
    assignee: 'Zuständig',
    spam: 'Spam',
    language: 'Sprache',
    name: 'Name',
    phone: 'Telefon',
    email: 'E-Mail',
    message: 'Nachricht',
    anamnese: 'Anamnese vorhanden',
    file: 'Datei vorhanden',
  },
  yes: 'Ja',
  no: 'Nein',
  unreadable: '(nicht lesbar)',
  fileName: (from: string, to: string) => `Anfragen-${from}-bis-${to}.csv`,
} as const;
