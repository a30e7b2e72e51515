// Default texts of the generic components in web/components (screens may pass their own).
import { germanNumber } from '../format/germanNumber.ts';
import { formatMegabytes } from '../submission/fileSize.ts';

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
    bytes >= 1_048_576 ? formatMegabytes(bytes) : `${germanNumber(Math.max(1, Math.round(bytes / 1024)))} KB`,
} as const;
