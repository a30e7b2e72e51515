// The local engine's German: every answered field appears, nothing unanswered is invented, grammar agrees.
import { describe, expect, it } from 'vitest';
import { redFlags } from '../../../common/anamnese/redFlags.ts';
import { demoSamples } from '../../db/seed/demoSamples.ts';
import { flaggedAnswers } from '../../test/fakeOpenAi.ts';
import { renderClinicalText } from './clinicalHtml.ts';
import { LOCAL_MODEL, localEngine } from './localEngine.ts';

const demo = demoSamples.find((s) => s.anamneseAnswers)!.anamneseAnswers!;
const minimal = {
  comorbidities: { radio: 'no', text: '' },
  medications: { radio: 'no', text: '' },
  expectations: { text: 'Schmerzfrei arbeiten', checkbox: true },
};
const textOf = async (answers: Record<string, unknown>) =>
  renderClinicalText((await localEngine.clinicalText(answers)).content.paragraphs);

describe('local clinical text', () => {
  it('reflects every answered field in readable German, in the agreed paragraph order', async () => {
    const { paragraphs } = (await localEngine.clinicalText(flaggedAnswers)).content;
    expect(paragraphs.map((p) => p.heading)).toEqual([
      'Anlass und Beschwerdebild',
      'Schmerzcharakter und Verlauf',
      'Einflussfaktoren',
      'Neurologie und Begleitsymptome',
      'Vorerkrankungen und Medikation',
      'Warnzeichen (Red Flags)',
      'Vorbehandlungen und Erwartungen',
    ]);
    const { text } = renderClinicalText(paragraphs);
    for (const expected of [
      'Die Patientin bzw. der Patient berichtet über Beschwerden im Bereich des Nackens, der linken Schulter und beider Knie.',
      'Die Beweglichkeit hat sich nach eigener Angabe verändert.',
      'mit 9/10 angegeben, entsprechend starken Schmerzen.',
      'Der Schmerzcharakter wird als stechend beschrieben.',
      'Die Schmerzintensität ist wechselnd.',
      'Die Beschwerden haben sich zuletzt verschlechtert.',
      'Die Beschwerden verstärken sich beim Heben, bei Überkopfarbeit und morgens.',
      'Linderung tritt in Ruhe und im Liegen ein.',
      'Es werden Gefühlsstörungen (z. B. Kribbeln, Taubheit) und Gleichgewichtsprobleme bzw. Schwindel angegeben.',
      'Ein Kraftverlust wird verneint.',
      'Als Begleitsymptome werden Hörstörungen und Krämpfe angegeben.',
      'Als Vorerkrankungen werden angegeben: „Zustand nach Mammakarzinom 2019, Osteoporose“.',
      'Eine Krebserkrankung (aktuell oder in der Vorgeschichte) wird angegeben.',
      'Als regelmäßige Medikation wird angegeben: „Tamoxifenmarker 20 mg täglich“.',
      'Es bestehen Einschränkungen im Alltag bzw. im Beruf.',
      'Die Beschwerden werden als psychisch belastend erlebt.',
      'Als bisherige Diagnostik wird MRT angegeben.',
      'Als bisherige Behandlungen werden Injektionen (Spritzen) und Trainingstherapie angegeben.',
      'Ergänzend wird vermerkt: „Kortisonspritze Schulter März“.',
      'Als Erwartung an die Behandlung wird formuliert: „Wieder Enkelkinder hochheben können“.',
      ...redFlags(flaggedAnswers).map((f) => `- ${f.text}`),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('omits what was not answered instead of inventing it', async () => {
    const { text } = await textOf(minimal);
    expect(text).toBe(
      [
        'Vorerkrankungen und Medikation',
        'Vorerkrankungen werden verneint. Eine regelmäßige Medikamenteneinnahme wird verneint.',
        '',
        'Warnzeichen (Red Flags)',
        'Aus den vorliegenden Angaben ergeben sich keine Warnzeichen.',
        '',
        'Vorbehandlungen und Erwartungen',
        'Als Erwartung an die Behandlung wird formuliert: „Schmerzfrei arbeiten“.',
      ].join('\n'),
    );
  });

  it('writes the demo anamnese without red flags and keeps a quote’s own full stop', async () => {
    const { text } = await textOf(demo);
    expect(text).toContain(
      'Gefühlsstörungen, ein Kraftverlust sowie Gleichgewichtsprobleme oder Schwindel werden verneint.',
    );
    expect(text).toContain(
      'Aus den vorliegenden Angaben ergeben sich keine Warnzeichen. Nächtliche Schweißausbrüche werden verneint.',
    );
    expect(text).toContain('abends joggen können.“');
    expect(text).not.toContain('können.“.');
  });

  it('ignores stored values that do not fit their question', async () => {
    const odd = { ...minimal, painLevel: 'zehn', bodyParts: 'back', painType: 'unbekannt', cancer: true };
    const { text } = await textOf(odd);
    expect(text).not.toMatch(/Schmerzintensität|Bereich|Schmerzcharakter|Krebserkrankung/);
  });
});

describe('local summary', () => {
  it('lists every red flag first among the risk factors and starts with medical clarification', async () => {
    const outcome = await localEngine.summarize(flaggedAnswers);
    expect(outcome).toMatchObject({ model: LOCAL_MODEL, tokensUsed: 0, provider: 'local' });
    const flags = redFlags(flaggedAnswers).map((f) => f.text);
    expect(flags.length).toBeGreaterThanOrEqual(3);
    const { summary, keyFindings, recommendations, riskFactors } = outcome.content;
    expect(riskFactors.slice(0, flags.length)).toEqual(flags);
    expect(riskFactors.slice(flags.length)).toEqual(
      expect.arrayContaining([
        'Vorerkrankungen: Zustand nach Mammakarzinom 2019, Osteoporose',
        'Regelmäßige Medikation: Tamoxifenmarker 20 mg täglich',
        'Psychische Belastung durch die Beschwerden (Yellow Flag)',
      ]),
    );
    expect(recommendations[0]).toMatch(/^Vor Behandlungsbeginn ärztliche Abklärung der Warnzeichen/);
    expect(summary).toContain(`Die Angaben enthalten ${flags.length} Warnzeichen (Red Flags)`);
    expect(summary).toContain(
      'im Bereich des Nackens, der linken Schulter und beider Knie mit wechselnd starken, stechenden Schmerzen der Stärke 9/10 (NRS)',
    );
    expect(keyFindings).toEqual(
      expect.arrayContaining([
        'Lokalisation: Nacken, Schulter links, Knie beidseits',
        'Schmerz: 9/10 (NRS), wechselnd, stechend',
      ]),
    );
  });

  it('says when the screening questions were left open instead of claiming there are no red flags', async () => {
    const { summary, riskFactors, recommendations } = (await localEngine.summarize(minimal)).content;
    expect(summary).toBe(
      'Angaben zu Lokalisation und Schmerz liegen nicht vor. Aus den vorliegenden Angaben ergeben sich keine ' +
        'Warnzeichen (Red Flags); die Screening-Fragen nach einer Krebserkrankung bzw. nächtlichen ' +
        'Schweißausbrüchen sind jedoch unbeantwortet.',
    );
    expect(riskFactors).toEqual([]);
    expect(recommendations).toContain(
      'Nicht beantwortete Screening-Fragen im Erstgespräch nachholen (Krebserkrankung, nächtliche Schweißausbrüche).',
    );
  });
});

describe('clinical HTML', () => {
  it('escapes every word and uses only h3, p, ul, li and strong', () => {
    const { html, text } = renderClinicalText([
      {
        heading: 'Titel <i>',
        text: 'Text <script>alert("x")</script> & <b>fett</b>',
        items: ["<img src=x onerror='y'>"],
        warning: true,
      },
    ]);
    expect(html).toBe(
      '<h3>Titel &lt;i&gt;</h3><p>Text &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;fett&lt;/b&gt;</p>' +
        '<ul><li><strong>&lt;img src=x onerror=&#39;y&#39;&gt;</strong></li></ul>',
    );
    expect(text).toBe(
      'Titel <i>\nText <script>alert("x")</script> & <b>fett</b>\n- <img src=x onerror=\'y\'>',
    );
  });
});
