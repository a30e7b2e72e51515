// Texts shared by every back-office screen and by the API client.
export const generalTexts = {
  productName: 'Praxisdesk',
  logoAlt: 'Praxisdesk-Logo',
  loading: 'Wird geladen …',
  retry: 'Erneut versuchen',
  reloadPage: 'Seite neu laden',
  /** Spec 000 §8, connection errors. */
  networkError: 'Verbindungsfehler. Bitte überprüfen Sie Ihre Internetverbindung.',
  unexpectedResponse: (status: number) =>
    `Der Server hat unerwartet geantwortet (Status ${status}). Bitte versuchen Sie es später erneut.`,
  unexpectedError: 'Es ist ein unerwarteter Fehler aufgetreten.',
  unexpectedErrorHint:
    'Bitte laden Sie die Seite neu. Besteht das Problem weiterhin, wenden Sie sich an Ihren Administrator.',
  /** Browser tab title of a page: "Dashboard · Praxisdesk". */
  documentTitle: (pageTitle: string) => `${pageTitle} · Praxisdesk`,
  /** The copy button (web/components/CopyButton.tsx). */
  copy: {
    copy: 'Kopieren',
    copyLabel: (what: string) => `${what} kopieren`,
    copied: 'Kopiert',
    copiedStatus: (what: string) => `${what} wurde in die Zwischenablage kopiert.`,
    copyFailed: 'Kopieren nicht möglich – bitte markieren und manuell kopieren.',
  },
} as const;
