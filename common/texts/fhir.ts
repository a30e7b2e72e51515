// German texts of the FHIR export (issue 31): the detail's button and the words inside the exported resources.

export const fhirTexts = {
  exportButton: 'FHIR exportieren',
  exportFailed: 'Der FHIR-Export ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  questionnaireTitle: 'Anamnese',
  questionnaireDescription:
    'Anamnesebogen der Online-Rezeption in 20 Schritten: Beschwerden, Schmerzen, Warnzeichen, Vorerkrankungen, Medikamente und Erwartungen an die Behandlung.',
  /** The prescription's title in the DocumentReference: never the patient's file name. */
  prescriptionTitle: 'Heilmittelverordnung',
  /** The export's file name: "Anfrage-<Referenznummer>.fhir.json". */
  fileName: (reference: string) => `Anfrage-${reference}.fhir.json`,
};
