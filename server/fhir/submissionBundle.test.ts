import { createHash } from 'node:crypto';
import type {
  DocumentReference,
  Patient,
  QuestionnaireItem,
  QuestionnaireResponse,
  QuestionnaireResponseItem,
} from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE } from '../../common/anamnese/questionnaire.ts';
import {
  ANAMNESE_QUESTIONNAIRE_CANONICAL,
  ANAMNESE_QUESTIONNAIRE_VERSION,
  anamneseQuestionnaire,
} from '../../common/fhir/anamneseQuestionnaire.ts';
import { r4SchemaErrors } from './r4SchemaForTests.ts';
import { type BundleSource, resourceUuid, submissionBundle } from './submissionBundle.ts';

const linkIds = (items: (QuestionnaireItem | QuestionnaireResponseItem)[] = []): string[] =>
  items.flatMap((item) => [item.linkId, ...linkIds(item.item)]);

/** Receivers map answers by these: a change here breaks every practice software's import. */
const PINNED_LINK_IDS = [
  'bodyParts',
  'painLevel',
  'painPattern',
  'painType',
  'problemEvolution',
  'negativeInfluences',
  'positiveInfluences',
  'mobilityChanged',
  'sensitivityChanged',
  'strengthChanged',
  'balanceIssues',
  'comorbidities',
  'comorbidities.answer',
  'comorbidities.text',
  'medications',
  'medications.answer',
  'medications.text',
  'cancer',
  'nightSweats',
  'otherSymptoms',
  'functionalImpairment',
  'psychologicalImpact',
  'previousTreatments',
  'previousTreatments.choice',
  'previousTreatments.text',
  'expectations',
  'expectations.text',
  'expectations.consent',
];

describe('the anamnese Questionnaire', () => {
  it('is valid R4, German, active, with one item per step and the pinned linkIds', () => {
    expect(r4SchemaErrors(anamneseQuestionnaire)).toEqual([]);
    expect(anamneseQuestionnaire).toMatchObject({
      resourceType: 'Questionnaire',
      url: 'https://praxisdesk.de/fhir/Questionnaire/praxisdesk-anamnese',
      status: 'active',
      language: 'de',
    });
    expect(anamneseQuestionnaire.item).toHaveLength(20);
    expect(linkIds(anamneseQuestionnaire.item)).toEqual(PINNED_LINK_IDS);
  });

  it('keeps its version until the definition changes (then raise ANAMNESE_QUESTIONNAIRE_VERSION and pin anew)', () => {
    const fingerprint = createHash('sha256').update(JSON.stringify(QUESTIONNAIRE)).digest('hex');
    expect({ version: ANAMNESE_QUESTIONNAIRE_VERSION, fingerprint }).toEqual({
      version: '1',
      fingerprint: '585ebf9a31f5adfc0c6edf27148d9d5225bbcaf516e403f8183a96618763a7cd',
    });
  });

  it('types the answers: codings with German displays, booleans for yes/no, an integer scale, required steps', () => {
    const byId = new Map(anamneseQuestionnaire.item!.map((item) => [item.linkId, item]));
    expect(byId.get('bodyParts')).toMatchObject({ type: 'choice', repeats: true, required: false });
    expect(byId.get('bodyParts')!.answerOption![2]!.valueCoding).toEqual({
      system: 'https://praxisdesk.de/fhir/CodeSystem/anamnese-bodyParts',
      code: 'shoulder_right',
      display: 'Schulter rechts',
    });
    expect(byId.get('painType')).toMatchObject({ type: 'choice', text: 'Wie fühlen sich die Schmerzen an?' });
    expect(byId.get('painType')!.repeats).toBeUndefined();
    expect(byId.get('painLevel')).toMatchObject({ type: 'integer' });
    expect(byId.get('cancer')).toMatchObject({ type: 'boolean' });
    expect(byId.get('comorbidities')).toMatchObject({ type: 'group', required: true });
    expect(byId.get('comorbidities')!.item![1]).toMatchObject({
      linkId: 'comorbidities.text',
      type: 'text',
      enableWhen: [{ question: 'comorbidities.answer', operator: '=', answerBoolean: true }],
    });
    expect(byId.get('expectations')!.item).toMatchObject([
      { linkId: 'expectations.text', type: 'text', required: true },
      { linkId: 'expectations.consent', type: 'boolean', required: true },
    ]);
  });
});

const submissionId = '3f2a9c1e-5b7d-4e21-9a0b-1c2d3e4f5a6b';
const source = (
  over: Partial<BundleSource['detail']> = {},
  answers?: Record<string, unknown>,
): BundleSource => ({
  detail: {
    id: submissionId,
    tenant_id: '11111111-2222-4333-8444-555555555555',
    form_data: { name: 'Jürgen Weiß', phone: '030 1234567', email: 'juergen@beispiel.test' },
    prescription_file: {
      kind: 'file',
      fileName: 'Rezept_Juergen_Weiss.png',
      fileType: 'image/png',
      fileSize: 5120,
      uploadedAt: '2026-11-20T08:00:00.000Z',
    },
    ...over,
  },
  anamnese: answers
    ? {
        id: 'a7e0c6a4-8d2b-4f3e-9c1a-0b2c3d4e5f60',
        original_submission_id: submissionId,
        completed_at: '2026-11-20T08:30:00.000Z',
        answers,
      }
    : null,
  baseUrl: 'https://desk.praxis.test',
  generatedAt: new Date('2026-11-21T10:00:00.000Z'),
});

const fullAnswers = {
  bodyParts: ['back', 'knee_left'],
  painLevel: 7,
  painType: 'ziehend',
  cancer: 'no',
  nightSweats: 'yes',
  comorbidities: { radio: 'yes', text: 'Diabetes Typ 2' },
  medications: { radio: 'no', text: 'nichts' },
  previousTreatments: { checkboxes: ['mri'], text: '' },
  expectations: { text: 'Schmerzfrei Treppen steigen', checkbox: true },
};

describe('submissionBundle', () => {
  it('is checked by a schema that would notice a broken entry (the validation is no formality)', () => {
    const bundle = submissionBundle(source({}, fullAnswers));
    const response = bundle.entry![1]!.resource as QuestionnaireResponse;
    const broken = structuredClone(bundle);
    (broken.entry![1]!.resource as QuestionnaireResponse).item![0]!.answer = [{ valueCode: 'back' } as never];
    expect(r4SchemaErrors(broken)).not.toEqual([]);
    expect(r4SchemaErrors({ ...response, status: 'fertig' })).toContainEqual(
      expect.stringContaining('/status'),
    );
  });

  it('builds a valid collection of Patient, QuestionnaireResponse and DocumentReference, linked by urn:uuid', () => {
    const bundle = submissionBundle(source({}, fullAnswers));
    expect(r4SchemaErrors(bundle)).toEqual([]);
    for (const entry of bundle.entry!) expect(r4SchemaErrors(entry.resource)).toEqual([]);
    expect(bundle).toMatchObject({
      resourceType: 'Bundle',
      type: 'collection',
      timestamp: '2026-11-21T10:00:00.000Z',
    });
    expect(bundle.entry!.map((e) => e.resource!.resourceType)).toEqual([
      'Patient',
      'QuestionnaireResponse',
      'DocumentReference',
    ]);
    const [patientEntry, responseEntry, documentEntry] = bundle.entry!;
    expect(patientEntry!.fullUrl).toBe(`urn:uuid:${resourceUuid(submissionId, 'Patient')}`);
    expect(patientEntry!.resource as Patient).toEqual({
      resourceType: 'Patient',
      name: [{ text: 'Jürgen Weiß' }],
      telecom: [
        { system: 'phone', value: '030 1234567' },
        { system: 'email', value: 'juergen@beispiel.test' },
      ],
    });
    const response = responseEntry!.resource as QuestionnaireResponse;
    expect(response).toMatchObject({
      questionnaire: `${ANAMNESE_QUESTIONNAIRE_CANONICAL}`,
      status: 'completed',
      authored: '2026-11-20T08:30:00.000Z',
      subject: { reference: patientEntry!.fullUrl },
    });
    expect(ANAMNESE_QUESTIONNAIRE_CANONICAL).toBe(
      'https://praxisdesk.de/fhir/Questionnaire/praxisdesk-anamnese|1',
    );
    // Skipped steps are left out; the text after "Nein" and an empty text are too.
    expect(linkIds(response.item)).toEqual([
      'bodyParts',
      'painLevel',
      'painType',
      'comorbidities',
      'comorbidities.answer',
      'comorbidities.text',
      'medications',
      'medications.answer',
      'cancer',
      'nightSweats',
      'previousTreatments',
      'previousTreatments.choice',
      'expectations',
      'expectations.text',
      'expectations.consent',
    ]);
    const answer = (id: string) => {
      const all = (items: QuestionnaireResponseItem[] = []): QuestionnaireResponseItem[] =>
        items.flatMap((i) => [i, ...all(i.item)]);
      return all(response.item).find((i) => i.linkId === id)!.answer;
    };
    expect(answer('bodyParts')).toEqual([
      {
        valueCoding: {
          system: 'https://praxisdesk.de/fhir/CodeSystem/anamnese-bodyParts',
          code: 'back',
          display: 'Rücken',
        },
      },
      {
        valueCoding: {
          system: 'https://praxisdesk.de/fhir/CodeSystem/anamnese-bodyParts',
          code: 'knee_left',
          display: 'Knie links',
        },
      },
    ]);
    expect(answer('painLevel')).toEqual([{ valueInteger: 7 }]);
    expect(answer('painType')![0]!.valueCoding).toMatchObject({ code: 'ziehend', display: 'Ziehend' });
    expect(answer('cancer')).toEqual([{ valueBoolean: false }]);
    expect(answer('nightSweats')).toEqual([{ valueBoolean: true }]);
    expect(answer('comorbidities.text')).toEqual([{ valueString: 'Diabetes Typ 2' }]);
    expect(answer('previousTreatments.choice')![0]!.valueCoding).toMatchObject({
      code: 'mri',
      display: 'MRT',
    });
    expect(answer('expectations.consent')).toEqual([{ valueBoolean: true }]);

    const document = documentEntry!.resource as DocumentReference;
    expect(document).toMatchObject({
      status: 'current',
      subject: { reference: patientEntry!.fullUrl },
      content: [
        {
          attachment: {
            contentType: 'image/png',
            url: `https://desk.praxis.test/functions/v1/decryptFile?submissionId=${submissionId}&download=1`,
            size: 5120,
            title: 'Heilmittelverordnung',
            creation: '2026-11-20T08:00:00.000Z',
          },
        },
      ],
    });
    // The patient's file name is health data: never in the export.
    expect(JSON.stringify(bundle)).not.toContain('Rezept_Juergen');
  });

  it('gives the same fullUrls for the same request, other ones for another', () => {
    const first = submissionBundle(source({}, fullAnswers)).entry!.map((e) => e.fullUrl);
    expect(submissionBundle(source({}, fullAnswers)).entry!.map((e) => e.fullUrl)).toEqual(first);
    const other = submissionBundle(source({ id: '00000000-0000-4000-8000-000000000001' }, fullAnswers));
    expect(other.entry!.map((e) => e.fullUrl)).not.toContain(first[0]);
    expect(first[0]).toMatch(
      /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('splits first and last name when the form has them, and leaves out what a request lacks', () => {
    const bundle = submissionBundle(
      source({
        form_data: { Vorname: 'Ana', Nachname: 'Öztürk', message: 'Termin?' },
        prescription_file: null,
      }),
    );
    expect(r4SchemaErrors(bundle)).toEqual([]);
    expect(bundle.entry).toHaveLength(1);
    expect(bundle.entry![0]!.resource).toEqual({
      resourceType: 'Patient',
      name: [{ text: 'Ana Öztürk', given: ['Ana'], family: 'Öztürk' }],
    });
    // A legacy path or unreadable metadata is no file to reference; an undecryptable form still gives a Patient.
    const legacy = submissionBundle(
      source({ form_data: null, prescription_file: { kind: 'legacy', path: 'a/b.pdf' } }),
    );
    expect(legacy.entry!.map((e) => e.resource)).toEqual([{ resourceType: 'Patient' }]);
    expect(r4SchemaErrors(legacy)).toEqual([]);
  });
});
