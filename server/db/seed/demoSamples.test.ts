import { describe, expect, it } from 'vitest';
import { demoSamples, demoTenantConfig } from './demoSamples.ts';

const FORM_TYPES = ['contact', 'prescription', 'anamnese', 'bewerbung', 'training'];

// Reception kinds (form_data.type) and the canonical form type each maps to (DESIGN.md §3).
const KIND_TO_FORM_TYPE: Record<string, string> = {
  question: 'contact',
  cancellation: 'contact',
  no_prescription: 'contact',
  prescription: 'prescription',
  manual_prescription: 'prescription',
};

// Anamnese question ids (spec 002 §3).
const ANAMNESE_QUESTION_IDS = [
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
  'cancer',
  'nightSweats',
  'functionalImpairment',
  'psychologicalImpact',
  'comorbidities',
  'medications',
  'otherSymptoms',
  'previousTreatments',
  'expectations',
];

const BODY_PARTS = [
  'head',
  'neck',
  'shoulder_right',
  'shoulder_left',
  'elbow_right',
  'elbow_left',
  'hand_right',
  'hand_left',
  'chest',
  'back',
  'hip_right',
  'hip_left',
  'knee_right',
  'knee_left',
  'foot_right',
  'foot_left',
];

const INFLUENCES = [
  'activity',
  'rest',
  'lying',
  'sitting',
  'bending',
  'standing',
  'walking',
  'lifting',
  'overhead_work',
  'gripping',
  'work',
  'sport',
  'morning',
  'noon',
  'evening',
  'night',
];

const YES_NO_IDS = [
  'mobilityChanged',
  'sensitivityChanged',
  'strengthChanged',
  'balanceIssues',
  'cancer',
  'nightSweats',
  'functionalImpairment',
  'psychologicalImpact',
];

const TENANT_CONFIG_FIELDS = [
  'companyName',
  'fullCompanyName',
  'companyType',
  'practiceType',
  'providerType',
  'treatmentType',
  'appointmentType',
  'businessType',
  'website',
  'phone',
  'email',
  'contactPhone',
  'contactEmail',
  'locations',
  'primaryServices',
  'additionalServices',
  'openingHours',
  'logoUrl',
  'logoAlt',
  'welcomeTitle',
  'welcomeSubtitle',
  'serviceDescription',
  'bookAppointmentCTA',
  'askQuestionCTA',
  'cancelAppointmentCTA',
  'privacyPolicyUrl',
  'imprintUrl',
  'features',
];

const kindOf = (formData: Record<string, unknown>): string | undefined =>
  typeof formData.type === 'string' ? formData.type : undefined;

describe('demoSamples', () => {
  it('has between 35 and 45 samples', () => {
    expect(demoSamples.length).toBeGreaterThanOrEqual(35);
    expect(demoSamples.length).toBeLessThanOrEqual(45);
  });

  it('covers every canonical form type and every reception kind', () => {
    const formTypes = new Set(demoSamples.map((s) => s.formType));
    for (const formType of FORM_TYPES) expect(formTypes, formType).toContain(formType);
    const kinds = new Set(demoSamples.map((s) => kindOf(s.formData)));
    for (const kind of Object.keys(KIND_TO_FORM_TYPE)) expect(kinds, kind).toContain(kind);
  });

  it('maps each reception kind to its canonical form type', () => {
    for (const sample of demoSamples) {
      const kind = kindOf(sample.formData);
      if (kind === undefined) continue;
      expect(Object.keys(KIND_TO_FORM_TYPE), `unknown kind ${kind}`).toContain(kind);
      expect(sample.formType, `kind ${kind}`).toBe(KIND_TO_FORM_TYPE[kind]);
    }
  });

  it('gives reception requests the payload fields of their kind', () => {
    for (const sample of demoSamples.filter((s) => !s.isSpam && kindOf(s.formData))) {
      const data = sample.formData;
      for (const key of ['name', 'phone', 'email']) expect(data, `${data.type}`).toHaveProperty(key);
      if (data.type === 'cancellation') {
        expect(data.appointmentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(data).toHaveProperty('reason');
      } else if (data.type === 'manual_prescription') {
        expect(String(data.diagnosis)).not.toBe('');
        expect(String(data.treatment)).not.toBe('');
        expect(data).toHaveProperty('doctor');
      } else {
        expect(String(data.message)).not.toBe('');
      }
    }
  });

  it('has some spam, some processed submissions and the expected quarantine states', () => {
    expect(demoSamples.some((s) => s.isSpam)).toBe(true);
    expect(demoSamples.some((s) => s.isProcessed)).toBe(true);
    const count = (status: string) => demoSamples.filter((s) => s.quarantineStatus === status).length;
    expect(count('pending')).toBe(2);
    expect(count('processing')).toBe(1);
    expect(count('failed')).toBe(1);
    expect(count('completed')).toBeGreaterThan(demoSamples.length / 2);
  });

  it('scores spam at 50 or above and everything else below 50', () => {
    for (const sample of demoSamples) {
      if (sample.spamScore === null) continue;
      expect(sample.spamScore).toBeGreaterThanOrEqual(0);
      expect(sample.spamScore).toBeLessThanOrEqual(100);
      if (sample.isSpam) expect(sample.spamScore).toBeGreaterThanOrEqual(50);
      else expect(sample.spamScore).toBeLessThan(50);
    }
  });

  it('has no scan result on submissions that were not scanned successfully', () => {
    for (const sample of demoSamples.filter((s) => s.quarantineStatus !== 'completed')) {
      expect(sample.isSpam).toBe(false);
      expect(sample.spamScore).toBeNull();
    }
  });

  it('spreads arrival times over the last 30 days', () => {
    for (const sample of demoSamples) {
      expect(sample.ageMinutes).toBeGreaterThanOrEqual(0);
      expect(sample.ageMinutes).toBeLessThanOrEqual(30 * 24 * 60);
    }
  });

  it('uses only .example domains for e-mail addresses and links', () => {
    const text = JSON.stringify([demoSamples, demoTenantConfig]);
    const emailDomains = [...text.matchAll(/[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/g)].map((m) => m[1]);
    const urlHosts = [...text.matchAll(/https?:\/\/([\w.-]+)/g)].map((m) => m[1]);
    expect(emailDomains.length).toBeGreaterThan(0);
    for (const host of [...emailDomains, ...urlHosts]) expect(host).toMatch(/\.example$/);
  });

  describe('anamnese answers', () => {
    const withAnswers = demoSamples.filter((s) => s.anamneseAnswers !== undefined);

    it('exist on exactly one reception request', () => {
      expect(withAnswers).toHaveLength(1);
      expect(kindOf(withAnswers[0].formData)).toBeDefined();
    });

    it('use only the spec question ids', () => {
      for (const key of Object.keys(withAnswers[0].anamneseAnswers!)) {
        expect(ANAMNESE_QUESTION_IDS).toContain(key);
      }
    });

    it('have the spec answer shapes', () => {
      const a = withAnswers[0].anamneseAnswers!;
      for (const part of a.bodyParts as string[]) expect(BODY_PARTS).toContain(part);
      expect(a.painLevel).toBeGreaterThanOrEqual(1);
      expect(a.painLevel).toBeLessThanOrEqual(10);
      expect(['permanent', 'intermittent', 'variable']).toContain(a.painPattern);
      expect(['stechend', 'brennend', 'pochend', 'dumpf', 'krampfend', 'ziehend']).toContain(a.painType);
      expect(['gleichbleibend', 'besser', 'schlechter', 'akut']).toContain(a.problemEvolution);
      for (const id of ['negativeInfluences', 'positiveInfluences']) {
        for (const value of a[id] as string[]) expect(INFLUENCES).toContain(value);
      }
      for (const id of YES_NO_IDS) expect(['yes', 'no'], id).toContain(a[id]);
      for (const id of ['comorbidities', 'medications']) {
        expect(a[id]).toEqual({ radio: expect.stringMatching(/^(yes|no)$/), text: expect.any(String) });
      }
      expect(a.previousTreatments).toEqual({ checkboxes: expect.any(Array), text: expect.any(String) });
      expect(a.expectations).toEqual({ text: expect.any(String), checkbox: true });
    });
  });
});

describe('demoTenantConfig', () => {
  it('sets every reception configuration field', () => {
    for (const field of TENANT_CONFIG_FIELDS) expect(demoTenantConfig, field).toHaveProperty(field);
    expect(demoTenantConfig.businessType).toBe('medical');
    expect(demoTenantConfig.features).toEqual({
      prescriptionUpload: true,
      selfPay: true,
      manualPrescription: true,
      enableAnamnese: true,
      callOnlyCancellation: false,
    });
  });
});
