// German texts of the request search on the dashboard (issue 28) and of the server's answer to a bad query.

export const searchTexts = {
  field: {
    /** The search field's accessible name (e2e/search.spec.ts finds it by this). */
    label: 'Anfragen durchsuchen',
    placeholder: 'Name, E-Mail, Telefon, Nummer oder Wort …',
    clear: 'Suche leeren',
    resultsLabel: 'Suchergebnisse',
    hint: 'Groß- und Kleinschreibung und Umlaute spielen keine Rolle; Namen auch nach ihrem Anfang.',
  },
  status: {
    searching: 'Suche läuft …',
    tooShort: 'Bitte mindestens zwei Buchstaben oder Ziffern eingeben.',
    none: 'Keine passenden Anfragen gefunden.',
    count: (n: number) => (n === 1 ? '1 Anfrage gefunden' : `${n} Anfragen gefunden`),
    truncated: (n: number) => `Die neuesten ${n} Treffer – für weitere bitte genauer suchen.`,
    failed: 'Die Suche ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    retry: 'Erneut suchen',
  },
  result: {
    reference: (number: string) => `Nr. ${number}`,
    spam: 'Spam',
  },
  errors: {
    queryInvalid:
      'Bitte geben Sie einen Suchbegriff mit 2 bis 200 Zeichen ein (mindestens ein Wort aus zwei Buchstaben oder Ziffern).',
  },
};
