// What the detail view is given by the page that shows it. The staff page passes all of it; a read-only page
// (the magic link of the notifications work) passes only the data it loaded itself.

/** Staff-only actions: hidden in read-only mode. */
export interface StaffActions {
  /** The dashboard with the filters and page the user came from. */
  backTo: string;
  onToggleProcessed: () => void;
  processedPending: boolean;
  onSetSpam: (isSpam: boolean) => void;
  spamPending: boolean;
  /** Deletes and leaves for the dashboard; `close` is called when it failed (the dialog closes, the alert shows). */
  onDelete: (close: () => void) => void;
  deletePending: boolean;
  onExportPdf: () => void;
  exportPending: boolean;
}

/** AI generation; a button shows only when its callback is given. */
export interface AiActions {
  onGenerateSummary?: () => void;
  summaryPending?: boolean;
  summaryError?: string | null;
  onGenerateText?: (regenerate: boolean) => void;
  textPending?: boolean;
  textError?: string | null;
}

/** How the anamnese of a submission with has_anamnese is loading. */
export interface AnamneseLoadState {
  loading: boolean;
  /** The spec's "Fehler beim Laden der Anamnese-Daten: …" is built from this message. */
  error: string | null;
  onRetry?: () => void;
  retrying?: boolean;
}

/** Where the decrypted prescription file is read: inline for previews, as an attachment for downloads. */
export interface FileUrls {
  inline: string;
  download: string;
}
