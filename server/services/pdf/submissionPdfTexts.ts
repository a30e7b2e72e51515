// German texts of the PDF export, worded as on the detail screen (spec 001 §2.1–§2.2) so the printout and the
// screen say the same.
export const submissionPdfTexts = {
  formTypes: {
    anamnese: 'Anamnese',
    prescription: 'Rezept',
    bewerbung: 'Bewerbung',
    training: 'Training',
    contact: 'Kontaktformular',
  },
  referenceNumber: 'Referenznummer',
  formType: 'Formulartyp',
  receivedAt: 'Eingegangen am',
  status: { label: 'Status', processed: 'Verarbeitet', unprocessed: 'Unverarbeitet' },
  spam: { isSpam: 'Spam', notSpam: 'Kein Spam' },
  decryptionFailed: 'Entschlüsselung fehlgeschlagen',
  formData: { title: 'Formular-Informationen', empty: 'Das Formular enthält keine Angaben.' },
  generatedText: { title: 'Generierter Fließtext', model: 'Modell', generatedAt: 'Erstellt am' },
  fallbackNotice: 'Der KI-Dienst war nicht erreichbar; die Auswertung stammt von der lokalen Engine.',
  anamnese: {
    riskFactors: 'Besondere Hinweise',
    noRiskFactors: 'Keine besonderen Hinweise.',
    summaryTitle: 'KI-Zusammenfassung',
    keyFindings: 'Wichtige Befunde',
    recommendations: 'Empfehlungen',
    noEntries: 'Keine',
    model: 'Modell',
    createdAt: 'Erstellt am',
    answersTitle: 'Detaillierte Anamnese-Antworten',
    completedAt: 'Ausgefüllt am',
  },
} as const;
