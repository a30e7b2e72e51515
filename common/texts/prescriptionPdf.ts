// German texts of the prescription in the request's PDF and the Datenauskunft's PDF (issue 31): the photo on a
// page of its own, an uploaded PDF's pages after the request, or a note when the file cannot be attached.

export const prescriptionPdfTexts = {
  title: 'Verordnung',
  /** The header line on each page taken from an uploaded PDF. */
  pageHeader: (n: number, total: number) => `Verordnung – Seite ${n} von ${total}`,
  pagesFollow: (total: number) =>
    total === 1
      ? 'Die hochgeladene Verordnung folgt auf der nächsten Seite.'
      : `Die hochgeladene Verordnung folgt auf den nächsten ${total} Seiten.`,
  notAttached:
    'Die hochgeladene Verordnung konnte nicht angehängt werden: Die Datei ist beschädigt, verschlüsselt oder nicht lesbar.',
} as const;
