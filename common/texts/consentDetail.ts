// The consents of one request on the staff detail screen (issue 30): per document its status, the evidence's
// facts, the check of the seal, "Signiertes PDF" and the revocation the staff record.
import type { ConsentStatus } from '../consent/evidence.ts';

export const consentDetailTexts = {
  title: 'Einwilligungen',
  loading: 'Einwilligungen werden geladen …',
  loadFailed: 'Die Einwilligungen dieser Anfrage konnten nicht geladen werden.',
  version: (version: number) => `Version ${version}`,
  required: 'Pflicht',
  optional: 'Freiwillig',
  statuses: {
    signed: 'Unterschrieben',
    declined: 'Abgelehnt',
    pending: 'Ausstehend',
  } satisfies Record<ConsentStatus, string>,
  revoked: 'Widerrufen',
  pendingHint: 'Die Patientin oder der Patient hat dieses Dokument noch nicht beantwortet.',
  facts: {
    answeredAt: 'Zeitpunkt',
    name: 'Name wie eingegeben',
    method: 'Art',
    language: 'Sprache',
    checkValue: 'Prüfwert',
  },
  methods: { drawn: 'gezeichnet', typed: 'Name eingetippt' } satisfies Record<'drawn' | 'typed', string>,
  /** Names the document, so the copy button says which check value it copies. */
  checkValueOf: (title: string) => `Prüfwert von „${title}“`,
  checkValueUnreadable: 'nicht lesbar',
  /** Exactly as the issue quotes it. */
  brokenTitle: 'Signatur passt nicht zum Dokument',
  brokenBody:
    'Die gespeicherten Nachweise stimmen nicht mehr mit ihrem Siegel überein: Dokument, Unterschrift oder Nachweise wurden nachträglich verändert oder sind beschädigt. Verlassen Sie sich nicht auf diese Unterschrift und holen Sie die Einwilligung bei Bedarf erneut ein.',
  pdf: 'Signiertes PDF',
  pdfLabel: (title: string) => `Signiertes PDF: ${title}`,
  pdfFailed: 'Das signierte PDF konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  revocation: {
    record: 'Widerruf erfassen',
    recordLabel: (title: string) => `Widerruf erfassen: ${title}`,
    dialogTitle: (title: string) => `Widerruf erfassen: ${title}`,
    dialogDescription:
      'Halten Sie fest, an welchem Tag die Patientin oder der Patient die Einwilligung widerrufen hat. Der Widerruf wird gespeichert und lässt sich nicht zurücknehmen; die Unterschrift bleibt als Nachweis erhalten.',
    date: 'Widerrufen am',
    dateHint: 'Der Tag, an dem der Widerruf bei der Praxis einging.',
    note: 'Notiz (optional)',
    noteHint: 'Zum Beispiel, wie der Widerruf einging. Höchstens 500 Zeichen.',
    save: 'Widerruf speichern',
    cancel: 'Abbrechen',
    close: 'Schließen',
    saved: 'Der Widerruf wurde gespeichert.',
    failed: 'Der Widerruf konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    errors: {
      invalidDate: 'Bitte geben Sie ein gültiges Datum an.',
      future: 'Das Datum darf nicht in der Zukunft liegen.',
      beforeAnswer: (day: string) => `Das Datum darf nicht vor der Unterschrift am ${day} liegen.`,
    },
    /** The row once revoked. */
    revokedOn: (day: string) => `Widerrufen am ${day}`,
    recordedBy: (who: string, when: string) => `Erfasst von ${who} am ${when}`,
    recordedByUnknown: (when: string) => `Erfasst am ${when} (Konto nicht mehr vorhanden)`,
    noteLabel: 'Notiz',
  },
} as const;
