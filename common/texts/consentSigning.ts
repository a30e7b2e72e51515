// The server's German messages on the patient's signing page (issue 30): a link that no longer works, an
// answered or required document, an unreadable drawing. The page shows its own words by error id; these are
// what the API answers. Also the Protokoll's labels of the patient's answers.

export const consentSigningTexts = {
  errors: {
    linkInvalid:
      'Dieser Link zum Unterschreiben ist ungültig, abgelaufen oder wurde schon verwendet. Bitte wenden Sie sich an die Praxis.',
    documentNotFound: 'Dieses Dokument gehört nicht zu Ihrem Link.',
    alreadyAnswered: 'Dieses Dokument wurde bereits beantwortet.',
    required: 'Dieses Dokument ist erforderlich und kann nicht abgelehnt werden.',
    signatureInvalid: 'Die Unterschrift konnte nicht gelesen werden. Bitte unterschreiben Sie erneut.',
  },
};

/** The Protokoll's labels of the patient's answers (actions written by commands/signConsent.ts). */
export const consentSigningActionLabels: Record<string, string> = {
  'consent.sign': 'Dokument unterschrieben',
  'consent.decline': 'Dokument abgelehnt',
};
