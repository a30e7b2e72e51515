// Texts of the patient's signing page (issue 30, /online-rezeption/unterschreiben) and of the card that leads
// there from the reception's success page. German is the source: every patient catalogue translates it
// (common/texts/patient/<code>.ts, key `signing`). Times arrive formatted in the patient's language.

export const signingTexts = {
  pageTitle: 'Dokumente unterschreiben',
  breadcrumb: 'Dokumente unterschreiben',
  loading: 'Die Dokumente werden geladen …',
  intro: (practice: string) =>
    `${practice} bittet Sie, die folgenden Dokumente zu lesen und zu beantworten. Das dauert nur wenige Minuten.`,
  referenceLabel: 'Referenznummer Ihrer Anfrage:',
  documentOf: (current: number, total: number) => `Dokument ${current} von ${total}`,
  progressLabel: 'Fortschritt beim Unterschreiben',
  required: 'Erforderlich',
  optional: 'Freiwillig',
  optionalHint: 'Dieses Dokument ist freiwillig: Sie können zustimmen oder ablehnen.',
  /** The practice wrote no translation in the patient's language: the German text is shown and counts. */
  germanOnlyTitle: 'Nur auf Deutsch verfügbar',
  germanOnly:
    'Die Praxis hat dieses Dokument nicht übersetzt. Es wird auf Deutsch angezeigt; Sie unterschreiben den deutschen Text. Fragen Sie die Praxis, wenn Sie etwas nicht verstehen.',

  decisionLegend: 'Ihre Entscheidung',
  agree: 'Ich stimme zu',
  disagree: 'Ich stimme nicht zu',
  decisionMissing: 'Bitte wählen Sie, ob Sie zustimmen.',

  /** What a simple electronic signature is and what is stored with it (DESIGN §8). */
  evidenceTitle: 'Einfache elektronische Signatur',
  evidenceText:
    'Wenn Sie hier unterschreiben, ist das eine einfache elektronische Signatur. Zusammen mit Ihrer Antwort werden gespeichert:',
  evidenceItems: [
    'Ihr Name, wie Sie ihn eingeben, und Ihre Unterschrift',
    'Datum und Uhrzeit',
    'die Version des Dokuments',
    'Ihr Browser',
    'ein geschützter Prüfwert Ihrer Internetadresse (nicht die Adresse selbst)',
  ],
  evidenceProtection: 'Alles wird verschlüsselt gespeichert.',

  nameLabel: 'Ihr vollständiger Name',
  nameHint:
    'Vor- und Nachname. Unterschreiben Sie für eine andere Person, etwa Ihr Kind, geben Sie Ihren eigenen Namen ein.',
  nameMissing: 'Bitte geben Sie Ihren vollständigen Namen ein.',

  padLabel: 'Ihre Unterschrift',
  padHint: 'Unterschreiben Sie mit dem Finger oder der Maus im Feld unten.',
  padEmpty: 'Bitte unterschreiben Sie im Feld oder tippen Sie stattdessen Ihren Namen ein.',
  padCleared: 'Das Unterschriftsfeld ist leer.',
  clear: 'Löschen',
  sign: 'Unterschreiben',
  decline: 'Ablehnen',
  sending: 'Wird gesendet …',

  /** The keyboard alternative: the typed name is the signature. */
  typeInstead: 'Stattdessen Namen eintippen',
  drawInstead: 'Stattdessen mit Finger oder Maus unterschreiben',
  typedTitle: 'Unterschrift mit eingetipptem Namen',
  typedNote:
    'Ihr oben eingegebener Name gilt als Ihre Unterschrift. Gespeichert wird, dass Sie mit eingetipptem Namen unterschrieben haben.',
  typedEmpty: 'Ihr Name erscheint hier, sobald Sie ihn oben eingeben.',

  /** After each answer; date and time come formatted in the page's language. */
  signedAt: (title: string, date: string, time: string) =>
    `„${title}“ wurde am ${date} um ${time} Uhr unterschrieben.`,
  declinedAt: (title: string, date: string, time: string) =>
    `„${title}“ wurde am ${date} um ${time} Uhr abgelehnt.`,
  statusSigned: 'Unterschrieben',
  statusDeclined: 'Abgelehnt',
  statusPending: 'Offen',
  answersHeading: 'Ihre Antworten',

  doneTitle: 'Vielen Dank',
  doneText: (practice: string) =>
    `Ihre Antworten sind bei ${practice} eingegangen. Sie müssen nichts weiter tun.`,
  doneCopy: 'Eine Kopie der unterschriebenen Dokumente erhalten Sie auf Wunsch von der Praxis.',
  noDocuments: 'Zu diesem Link gibt es keine Dokumente mehr zu beantworten.',

  errors: {
    title: 'Das hat nicht geklappt',
    linkInvalidTitle: 'Link nicht mehr gültig',
    linkInvalid:
      'Dieser Link ist abgelaufen oder wurde schon verwendet. Ein Link gilt 7 Tage und nur, bis alle Dokumente beantwortet sind. Wenn Sie noch etwas unterschreiben möchten, wenden Sie sich bitte an die Praxis.',
    linkMissingTitle: 'Link unvollständig',
    linkMissing:
      'Zu dieser Seite gehört ein persönlicher Link. Bitte öffnen Sie den Link aus Ihrer E-Mail noch einmal vollständig.',
    alreadyAnswered:
      'Dieses Dokument wurde schon beantwortet, vielleicht in einem anderen Fenster. Der aktuelle Stand wurde geladen.',
    required: 'Dieses Dokument ist erforderlich und kann nicht abgelehnt werden.',
    signatureInvalid:
      'Ihre Unterschrift konnte nicht gelesen werden. Bitte löschen Sie sie und unterschreiben Sie noch einmal.',
    validation: 'Bitte prüfen Sie Ihre Angaben und versuchen Sie es noch einmal.',
    network:
      'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es noch einmal.',
    generic: 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
    loadFailed: 'Die Dokumente konnten nicht geladen werden.',
    contactHeading: 'So erreichen Sie die Praxis:',
  },

  /** The card on the reception's success page when the request needs documents. */
  offer: {
    title: 'Dokumente unterschreiben',
    text: 'Die Praxis bittet Sie, vor dem ersten Termin noch Dokumente zu lesen und zu unterschreiben. Das dauert nur wenige Minuten.',
    button: 'Dokumente unterschreiben',
    later:
      'Wenn Sie eine Bestätigungs-E-Mail erhalten, finden Sie darin auch einen Link, um später zu unterschreiben.',
  },
} as const;
