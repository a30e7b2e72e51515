// The signed PDF of one consent document (issue 30, "Signiertes PDF"), the Datenauskunft's consent section and
// the server's messages on a request's consents. German, like every staff text and PDF.

export const consentPdfTexts = {
  /** PDF metadata: no title of the practice's choosing and nothing about the patient. */
  documentTitle: (reference: string) => `Signiertes Dokument ${reference}`,
  heading: 'Signiertes Dokument',
  reference: 'Anfrage',
  version: (n: number) => `Version ${n}`,
  unreadableText: 'Der Text dieser Version konnte nicht entschlüsselt werden.',
  /** When the patient read the practice's translation: that text follows the German one. */
  translationHeading: (language: string) => `Gelesene Fassung (${language})`,
  germanNote: 'Die Patientin oder der Patient hat diesen Text auf Deutsch gelesen.',
  signature: {
    title: 'Unterschrift',
    drawn: 'Mit Finger oder Maus gezeichnet.',
    typed: 'Der Name wurde als Unterschrift mit der Tastatur eingegeben (keine gezeichnete Unterschrift).',
    declined: 'Das Dokument wurde abgelehnt; es gibt keine Unterschrift.',
    imageUnreadable: 'Das Bild der Unterschrift konnte nicht gelesen werden.',
    missing: 'Die Nachweisdaten konnten nicht gelesen werden; die Unterschrift fehlt.',
  },
  evidence: {
    title: 'Nachweis',
    name: 'Name',
    status: 'Status',
    answeredAt: 'Zeitpunkt',
    serverTime: 'Serverzeit, Europe/Berlin',
    documentVersion: 'Dokumentversion',
    documentSha256: 'SHA-256 des Dokuments',
    addressHash: 'Adresse (verschlüsselter Hash)',
    userAgent: 'Browser',
    language: 'Sprache',
    translated: 'Übersetzung der Praxis',
    notTranslated: 'deutscher Text',
    method: 'Art der Signatur',
    simpleSignature: 'Einfache elektronische Signatur (eIDAS Art. 3 Nr. 10)',
    methodDrawn: 'gezeichnet',
    methodTyped: 'Name getippt',
    noSignature: 'Keine (abgelehnt)',
    checkValue: 'Prüfwert (SHA-256 der Nachweisdaten)',
    seal: 'Siegel',
    missing: 'nicht vorhanden',
    check: 'Prüfung',
    intact: 'Nachweis, Siegel und Dokument stimmen überein.',
    /** Exactly so: the words for any change to a stored part. */
    broken: 'Signatur passt nicht zum Dokument',
    brokenDetail: {
      evidence: 'Die Nachweisdaten oder ihr Siegel wurden nach der Unterschrift verändert.',
      document: 'Der gespeicherte Text weicht von der unterschriebenen Fassung ab.',
    },
  },
  status: { signed: 'Unterschrieben', declined: 'Abgelehnt', pending: 'Ausstehend' },
  revocation: {
    title: 'Widerruf',
    revokedOn: 'Widerrufen am',
    recordedAt: 'Erfasst am',
    recordedBy: 'Erfasst von',
    deletedUser: 'Gelöschter Benutzer',
    note: 'Notiz',
    unreadableNote: 'Die Notiz konnte nicht entschlüsselt werden.',
  },
  footer: (reference: string, createdAt: string) => `Anfrage ${reference} · Erstellt am ${createdAt}`,
  /** A document whose sealed content cannot be opened still needs a title in lists. */
  unreadableTitle: 'Dokument (nicht lesbar)',

  /** The Datenauskunft's section per request (auskunft.pdf). */
  export: {
    title: 'Einwilligungen und Unterschriften',
    answered: (status: string, when: string, name: string) => `${status} am ${when} von ${name}`,
    pending: 'Noch nicht beantwortet',
    broken: 'Prüfung: Signatur passt nicht zum Dokument',
    revoked: (day: string) => `Widerrufen am ${day}`,
    inZip: (path: string) => `Als PDF in der ZIP-Datei: ${path}`,
  },

  errors: {
    notFound: 'Einwilligung nicht gefunden.',
    notSigned: 'Dieses Dokument wurde nicht unterschrieben.',
    notAnswered: 'Dieses Dokument wurde noch nicht beantwortet; es gibt noch kein signiertes PDF.',
    alreadyRevoked: 'Der Widerruf dieser Einwilligung ist bereits erfasst.',
    revokedInFuture: 'Das Datum des Widerrufs darf nicht in der Zukunft liegen.',
    revokedBeforeSigning: (day: string) =>
      `Das Datum des Widerrufs darf nicht vor dem Tag der Unterschrift (${day}) liegen.`,
  },
} as const;
