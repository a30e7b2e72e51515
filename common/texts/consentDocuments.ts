// The administration's consent documents (issue 30): the server's German messages, and the Protokoll's labels
// of what an admin did to a document (adminAudit.ts takes them in).

export const consentDocumentTexts = {
  errors: {
    tenantId: 'Ungültige Praxis-ID.',
    documentId: 'Ungültige Dokument-ID.',
    tenantNotFound: 'Praxis nicht gefunden.',
    documentNotFound: 'Dokument nicht gefunden.',
    nothingToPublish:
      'Der Entwurf stimmt mit der zuletzt veröffentlichten Version überein. Es gibt nichts zu veröffentlichen.',
    archived:
      'Das Dokument ist archiviert und kann nicht veröffentlicht werden. Bitte holen Sie es zuerst aus dem Archiv.',
    changedMeanwhile:
      'Das Dokument wurde gerade von jemand anderem geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  },
} as const;

/** The action codes the server writes for consent documents, with their Protokoll labels. */
export const consentDocumentActionLabels = {
  'consent_document.create': 'Einwilligungsdokument angelegt',
  'consent_document.update': 'Entwurf eines Einwilligungsdokuments gespeichert',
  'consent_document.publish': 'Einwilligungsdokument veröffentlicht',
  'consent_document.archive': 'Einwilligungsdokument archiviert',
  'consent_document.unarchive': 'Einwilligungsdokument aus dem Archiv geholt',
} as const;

export type ConsentDocumentAction = keyof typeof consentDocumentActionLabels;
