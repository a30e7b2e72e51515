// The desk's shared workflow (issue 28): state, owner and internal notes on the detail screen, the server's
// messages about them, and the notes' section in the Datenauskunft.

export const workflowTexts = {
  panel: {
    title: 'Bearbeitung',
    state: 'Status',
    owner: 'Zuständig',
    unassigned: 'Nicht zugewiesen',
    assignToMe: 'Mir zuweisen',
    loading: 'Bearbeitungsstand wird geladen …',
    loadFailed: 'Der Bearbeitungsstand konnte nicht geladen werden.',
    saveFailed: 'Die Änderung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    stateSaved: 'Status geändert.',
    ownerSaved: 'Zuständigkeit geändert.',
  },
  notes: {
    title: 'Interne Notizen',
    hint: 'Nur für das Praxisteam sichtbar, nicht für die Patientin oder den Patienten.',
    empty: 'Noch keine Notizen.',
    label: 'Neue Notiz',
    save: 'Notiz speichern',
    saved: 'Notiz gespeichert.',
    deletedAuthor: 'Gelöschter Benutzer',
    unreadable: 'Diese Notiz konnte nicht entschlüsselt werden.',
    listLabel: 'Notizen zu dieser Anfrage',
  },
  conflict: {
    message: (name: string) => `Diese Anfrage wurde inzwischen von ${name} geändert. Bitte neu laden.`,
    someoneElse: 'jemand anderem',
    reload: 'Neu laden',
  },
  errors: {
    noteInvalid: 'Bitte geben Sie eine Notiz ein (höchstens 5.000 Zeichen).',
    assigneeNotStaff: 'Diese Person gehört nicht zum Team dieser Praxis.',
    changeRequired: 'Bitte geben Sie einen Status oder eine zuständige Person an.',
    assigneeTwice: 'Bitte entweder eine Person wählen oder „Mir zuweisen“, nicht beides.',
  },
  /** The notes in the Datenauskunft (GDPR Art. 15: notes about the patient are the patient's data). */
  export: {
    title: 'Interne Notizen der Praxis',
    none: 'Zu dieser Anfrage gibt es keine Notizen.',
    unreadable: 'Notiz nicht lesbar',
  },
} as const;
