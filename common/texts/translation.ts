// The machine translation of a patient's free text into German (issue 29): the detail screen's words and the
// server's error messages. Staff read German; the translation stands beside the original, never instead of it.

export const translationTexts = {
  title: 'Maschinelle Übersetzung',
  /** Under every translated field, exactly so (the translation is the model's, not the patient's). */
  marker: 'Maschinell übersetzt – ohne Gewähr',
  translate: 'Ins Deutsche übersetzen',
  retranslate: 'Neu übersetzen',
  pending: 'Wird übersetzt …',
  loading: 'Übersetzung wird geladen …',
  intro: (language: string) =>
    `Die Anfrage wurde auf ${language} gestellt. Freitexte können maschinell ins Deutsche übersetzt werden; das Original bleibt stehen.`,
  /** The local default: nothing leaves the server, so there is nothing to offer. */
  unavailable: 'Keine maschinelle Übersetzung: Es ist kein KI-Anbieter eingerichtet.',
  done: (model: string, when: string) => `Übersetzt am ${when} mit ${model}.`,
  /** Beside each translated text, for screen readers and the eye. */
  fieldLabel: 'Deutsche Übersetzung',
  loadFailed: 'Die Übersetzung konnte nicht geladen werden.',
  errors: {
    unavailable: 'Es ist kein KI-Anbieter eingerichtet; die Anfrage wird nicht übersetzt.',
    failed: 'Die Übersetzung ist fehlgeschlagen. Bitte versuchen Sie es später erneut.',
    nothing: 'Diese Anfrage enthält keinen freien Text zum Übersetzen.',
    unreadable: 'Die Anfrage konnte nicht entschlüsselt werden; sie wird nicht übersetzt.',
  },
} as const;
