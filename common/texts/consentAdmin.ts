// Consent documents in the administration (issue 30): the tab "Einwilligungen", its list, the editor with its
// preview and translations, publishing, archiving and the version history. The templates' own texts and
// notices are in common/consent/templates.ts.

export const consentAdminTexts = {
  tab: 'Einwilligungen',
  heading: 'Einwilligungen',
  intro: {
    title: 'So funktionieren die Einwilligungen',
    points: [
      'Hier schreiben Sie die Dokumente, die Patient:innen in der Online-Rezeption lesen und unterschreiben, zum Beispiel eine Einwilligung in die Datenverarbeitung oder einen Behandlungsvertrag.',
      'Sie legen fest, bei welchen Anfragearten ein Dokument vorgelegt wird und ob es unterschrieben werden muss oder abgelehnt werden kann.',
      'Änderungen bleiben ein Entwurf, bis Sie sie veröffentlichen. Jede Veröffentlichung erstellt eine neue Version; bereits unterschriebene Versionen bleiben unverändert.',
      'Archivierte Dokumente werden neuen Anfragen nicht mehr vorgelegt; Unterschriften dazu bleiben erhalten.',
    ],
  },
  practice: 'Praxis',
  loading: 'Wird geladen …',
  noPractices: 'Es gibt noch keine Praxis.',
  loadFailed: 'Die Dokumente konnten nicht geladen werden.',

  list: {
    heading: 'Dokumente',
    label: 'Einwilligungsdokumente der Praxis',
    newDocument: 'Neues Dokument',
    fromTemplate: 'Aus Vorlage',
    empty: 'Noch keine Einwilligungsdokumente',
    emptyHint:
      'Beginnen Sie mit einer der drei Vorlagen oder einem leeren Dokument. Patient:innen sehen ein Dokument erst, wenn Sie es veröffentlicht haben.',
    published: (version: number, date: string) => `Veröffentlicht: Version ${version} am ${date}`,
    notPublished: 'Noch nicht veröffentlicht',
    unsaved: 'Ungespeicherte Änderungen',
    unpublished: 'Unveröffentlichte Änderungen',
    archived: 'Archiviert',
    kinds: (labels: string) => `Anfragearten: ${labels}`,
    untitled: 'Ohne Titel',
  },

  required: {
    short: { required: 'Pflicht', optional: 'Freiwillig' },
    legend: 'Pflicht oder freiwillig',
    required: 'Pflicht: muss unterschrieben werden',
    optional: 'Freiwillig: kann abgelehnt werden',
  },

  templatePicker: {
    title: 'Dokument aus Vorlage',
    description:
      'Die Vorlagen sind Muster. Passen Sie den Text an Ihre Praxis an und lassen Sie ihn von Ihrer eigenen Beratung prüfen, bevor Sie ihn veröffentlichen.',
    legend: 'Vorlage',
    choose: 'Vorlage verwenden',
    cancel: 'Abbrechen',
    missing: 'Bitte wählen Sie eine Vorlage.',
  },

  editor: {
    newHeading: 'Neues Dokument',
    editHeading: (title: string) => `Dokument bearbeiten: ${title}`,
    templateNoticeTitle: (label: string) => `Aus der Vorlage „${label}“`,
    archivedNotice:
      'Dieses Dokument ist archiviert und wird neuen Anfragen nicht vorgelegt. Um es wieder zu verwenden oder eine neue Version zu veröffentlichen, stellen Sie es zuerst mit „Wiederherstellen“ wieder her.',
    title: 'Titel',
    body: 'Text',
    bodyHint:
      'Formatierung: „## Überschrift“ am Zeilenanfang, „- Aufzählung“ für Listenpunkte, „**fett**“ für Hervorhebungen; eine Leerzeile beginnt einen neuen Absatz.',
    preview: 'Vorschau',
    previewEmpty: 'Die Vorschau erscheint, sobald Sie Text eingeben.',
    kinds: 'Anfragearten',
    kindsHint: 'Bei diesen Anfragen wird das Dokument der Patientin oder dem Patienten vorgelegt.',
    translations: 'Übersetzungen',
    translationsHint:
      'Freiwillig. Ohne Übersetzung sehen Patient:innen den deutschen Text mit einem Hinweis, dass das Dokument nur auf Deutsch vorliegt.',
    translated: 'Übersetzt',
    notTranslated: 'Nicht übersetzt',
    translationTitle: (language: string) => `Titel (${language})`,
    translationBody: (language: string) => `Text (${language})`,
    translationHint: 'Lassen Sie beide Felder leer, wenn es keine Übersetzung geben soll.',
    saveDraft: 'Entwurf speichern',
    publish: 'Veröffentlichen',
    archive: 'Archivieren',
    restore: 'Wiederherstellen',
    fixFields: 'Bitte prüfen Sie die markierten Felder.',
    failed: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    saved: 'Entwurf gespeichert.',
    publishedDone: (version: number) => `Version ${version} veröffentlicht.`,
    archivedDone: 'Dokument archiviert.',
    restoredDone: 'Dokument wiederhergestellt.',
    nothingToPublish: (version: number) => `Keine Änderungen seit Version ${version}.`,
    nothingToPublishHint: 'Ändern Sie den Entwurf, um eine neue Version zu veröffentlichen.',
  },

  publishDialog: {
    title: (version: number) => `Version ${version} veröffentlichen?`,
    description: (version: number) =>
      `Veröffentlichen erstellt Version ${version}. Bereits unterschriebene Versionen bleiben unverändert.`,
    savesFirst: 'Ihre ungespeicherten Änderungen werden vorher als Entwurf gespeichert.',
    confirm: 'Veröffentlichen',
    cancel: 'Abbrechen',
  },

  discardDialog: {
    title: 'Ungespeicherte Änderungen verwerfen?',
    description:
      'Das geöffnete Dokument hat Änderungen, die noch nicht gespeichert sind. Wenn Sie fortfahren, gehen sie verloren.',
    confirm: 'Änderungen verwerfen',
    cancel: 'Weiter bearbeiten',
  },

  versions: {
    heading: 'Versionen',
    caption: 'Veröffentlichte Versionen',
    loading: 'Versionen werden geladen …',
    loadFailed: 'Die Versionen konnten nicht geladen werden.',
    none: 'Noch keine Version veröffentlicht.',
    version: 'Version',
    publishedAt: 'Veröffentlicht am',
    publishedBy: 'Von',
    answered: 'Unterschrieben/beantwortet',
    unknownAuthor: 'Gelöschter Benutzer',
    show: 'Text ansehen',
    showSuffix: (version: number) => `(Version ${version})`,
    text: 'Text',
    dialogTitle: (version: number, title: string) => `Version ${version}: ${title}`,
    dialogDescription: (date: string, author: string) => `Veröffentlicht am ${date} von ${author}`,
    language: 'Sprache',
    checksum: 'Prüfsumme (SHA-256)',
    close: 'Schließen',
    readOnly: 'Eine veröffentlichte Version kann nicht mehr geändert werden.',
  },

  leavePage: 'Ungespeicherte Änderungen gehen verloren.',
};
