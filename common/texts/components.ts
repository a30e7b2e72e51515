// Default texts of the generic components in web/components (screens may pass their own).
export const componentTexts = {
  breadcrumb: {
    label: 'Navigationspfad',
    showAll: 'Alle Ebenen anzeigen',
  },
  fileDrop: {
    dropHere: 'Datei hierher ziehen',
    or: 'oder',
    choose: 'Datei auswählen',
    replace: 'Andere Datei wählen',
    remove: 'Datei entfernen',
    selected: 'Ausgewählte Datei:',
    dropNow: 'Jetzt loslassen, um die Datei zu übernehmen',
  },
  /** "1,23 MB" / "512 KB", German number format. */
  fileSize: (bytes: number) =>
    bytes >= 1_048_576
      ? `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(bytes / 1_048_576)} MB`
      : `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)))} KB`,
} as const;
