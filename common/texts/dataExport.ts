// German texts of the patient data export ("Datenauskunft", GDPR Art. 15) and of the list of one patient's
// other requests: the detail screen's section and the export's PDF say the same.
import type { SharedContact } from '../schemas/patientRequests.ts';

/** "von Anna Muster", or "ohne Namen" for requests that give none. */
const whose = (name: string) => (name ? `von ${name}` : 'ohne Namen');
const requests = (n: number) => (n === 1 ? '1 Anfrage' : `${n} Anfragen`);

export const dataExportTexts = {
  section: {
    title: 'Datenauskunft',
    intro:
      'Alles, was zu dieser Anfrage gespeichert ist (auch die internen Notizen), als ZIP-Datei: ein lesbares PDF, maschinenlesbares JSON und die hochgeladene Datei.',
    button: 'Datenauskunft',
    failed: 'Die Datenauskunft konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  },
  related: {
    title: 'Weitere Anfragen dieser Person',
    hint: 'Gefunden über denselben Namen und dieselbe E-Mail-Adresse oder Telefonnummer in dieser Praxis.',
    none: 'Keine weiteren Anfragen dieser Person.',
    loading: 'Weitere Anfragen werden gesucht …',
    failed: 'Weitere Anfragen konnten nicht geladen werden.',
    exportAll: (n: number) => `Alle exportieren (${n})`,
    deleteAll: (n: number) => `Alle löschen (${n})`,
    deleteFailed: 'Nicht alle Anfragen dieser Person konnten gelöscht werden. Bitte versuchen Sie es erneut.',
    spam: 'Spam',
  },
  /**
   * Others who gave the same address or number under another name (a family's mobile number, issue 43): each
   * a person of their own, exported or erased only by choosing them by name.
   */
  otherPeople: {
    title: 'Weitere Personen mit derselben E-Mail-Adresse / Telefonnummer',
    hint: 'Andere Namen, also nicht diese Person: ihre Anfragen gehören nicht in deren Datenauskunft oder Löschung. Exportieren oder löschen Sie sie nur, wenn die genannte Person es verlangt.',
  },
  /** One person's block, in the detail's list of other people and in the patient search. */
  person: {
    unnamed: 'Ohne Namen',
    count: requests,
    shared: (shared: readonly SharedContact[]) =>
      shared.length === 2
        ? 'Gleiche E-Mail-Adresse und Telefonnummer'
        : shared[0] === 'email'
          ? 'Gleiche E-Mail-Adresse'
          : 'Gleiche Telefonnummer',
    exportAll: (name: string, n: number) => `Anfragen ${whose(name)} exportieren (${n})`,
    deleteAll: (name: string, n: number) => `Anfragen ${whose(name)} löschen (${n})`,
    deleteDescription: (name: string, n: number) =>
      `${n === 1 ? 'Die Anfrage' : `Die ${n} Anfragen`} ${whose(name)} ${n === 1 ? 'wird' : 'werden'} endgültig gelöscht, die anderer Personen nicht. Das kann nicht rückgängig gemacht werden.`,
    deleted: (name: string, n: number) =>
      `${requests(n)} ${whose(name)} ${n === 1 ? 'wurde' : 'wurden'} gelöscht.`,
    deleteFailed: (name: string) =>
      `Nicht alle Anfragen ${whose(name)} konnten gelöscht werden. Bitte versuchen Sie es erneut.`,
  },
  /** The dashboard's search for one patient's requests (a patient calls and asks, without a request open). */
  patientSearch: {
    open: 'Patient:in suchen',
    title: 'Patient:in suchen',
    description:
      'Alle Anfragen einer Person in einer Praxis finden – über die E-Mail-Adresse oder die Telefonnummer, etwa für eine Datenauskunft oder eine Löschung.',
    email: 'E-Mail-Adresse',
    phone: 'Telefonnummer',
    phoneHint: 'In jeder Schreibweise, z. B. +49 30 1234567.',
    hint: 'Eine Angabe genügt. Mit beiden werden die Anfragen gefunden, zu denen eine der beiden passt.',
    people:
      'Nach Personen getrennt (Name und E-Mail-Adresse oder Telefonnummer): Exportieren oder löschen Sie nur die Anfragen der Person, die es verlangt.',
    submit: 'Suchen',
    close: 'Schließen',
    searching: 'Anfragen werden gesucht …',
    results: (n: number) => (n === 1 ? '1 Anfrage gefunden' : `${n} Anfragen gefunden`),
    none: 'Keine Anfragen gefunden.',
    noneHint: 'Prüfen Sie die Schreibweise oder suchen Sie mit der anderen Angabe.',
    failed: 'Die Suche ist fehlgeschlagen.',
  },
  pdf: {
    documentTitle: 'Datenauskunft',
    heading: 'Datenauskunft nach Art. 15 DSGVO',
    createdAt: 'Erstellt am',
    requestCount: 'Anzahl der Anfragen',
    intro:
      'Diese Auskunft enthält alle Daten, die die Praxis zu den unten genannten Anfragen gespeichert hat: die Angaben im Formular, die Antworten des Anamnesebogens, die Zusammenfassung, die hochgeladene Datei, die internen Notizen der Praxis, die versandten E-Mails und wer die Anfrage wann eingesehen hat. Dieselben Daten liegen der ZIP-Datei als auskunft.json bei.',
    requestTitle: (n: number, total: number) => `Anfrage ${n} von ${total}`,
    file: {
      title: 'Hochgeladene Datei',
      name: 'Dateiname',
      type: 'Dateityp',
      size: 'Größe',
      uploadedAt: 'Hochgeladen am',
      inZip: 'In der ZIP-Datei',
      legacy: 'Datei aus einer älteren Version (nicht lesbar)',
      invalid: 'Die Datei-Informationen konnten nicht gelesen werden.',
      unreadable: 'Die Datei konnte nicht entschlüsselt werden und liegt nicht bei.',
    },
    emails: {
      title: 'Versandte E-Mails',
      none: 'Zu dieser Anfrage wurden keine E-Mails versandt.',
      sent: 'versandt',
      failed: 'fehlgeschlagen',
    },
    reads: {
      title: 'Einsichtnahmen',
      none: 'Keine Einsichtnahmen verzeichnet.',
      export: 'Datenauskunft',
    },
    footer: (createdAt: string) => `Datenauskunft · Erstellt am ${createdAt}`,
  },
  /** Who got a staff notification, as the export names it: the practice, never the staff's addresses. */
  practiceRecipient: 'Praxis',
} as const;
