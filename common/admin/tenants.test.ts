import { describe, expect, it } from 'vitest';
import { adminTenantTexts } from '../texts/adminTenants.ts';
import { isWebAddress } from '../webAddress.ts';
import {
  createTenantProblems,
  deletionPercent,
  isDomain,
  listOf,
  normaliseDomain,
  splitList,
  updateTenantProblems,
} from './tenants.ts';

const texts = adminTenantTexts.errors;

describe('tenant rules', () => {
  it('splits typed lists at commas, semicolons and line breaks, without repeats', () => {
    expect(splitList(' a@x.de, b@y.de;\nA@x.de ,, ')).toEqual(['a@x.de', 'b@y.de']);
    expect(listOf(['a@x.de, b@y.de', 'c@z.de'])).toEqual(['a@x.de', 'b@y.de', 'c@z.de']);
    expect(listOf(undefined)).toEqual([]);
  });

  it('takes only absolute http(s) addresses as links', () => {
    expect(isWebAddress('https://praxis.de/logo.png')).toBe(true);
    // The reception's links follow the same rule: surrounding blanks do not matter, a bare scheme is no address.
    expect(isWebAddress('  https://praxis.de/datenschutz ')).toBe(true);
    expect(isWebAddress('https://')).toBe(false);
    expect(isWebAddress('http://localhost:3000')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'praxis.de',
      '/logo.png',
      'https://',
      'data:image/png;base64,x',
    ])
      expect(isWebAddress(bad), bad).toBe(false);
  });

  it('takes host names as domains', () => {
    expect(isDomain(normaliseDomain('Rezeption.Praxis-Mitte.DE.'))).toBe(true);
    for (const bad of ['https://praxis.de', 'praxis.de/rezeption', 'praxis.de:3000', '-praxis.de', 'a b.de'])
      expect(isDomain(bad), bad).toBe(false);
  });

  it('names the first problem of a new tenant with the spec’s messages', () => {
    const base = { slug: 'physio-nord', name: 'Physio Nord', logoUrl: null, emailRecipients: [] };
    expect(createTenantProblems(base)).toEqual([]);
    expect(createTenantProblems({ ...base, slug: '' })[0]?.message).toBe(texts.required);
    expect(createTenantProblems({ ...base, name: ' ' })[0]?.message).toBe(texts.required);
    expect(createTenantProblems({ ...base, slug: 'Physio_Nord' })[0]).toMatchObject({
      code: 'TENANT_SLUG_INVALID',
      field: 'tenant_id',
      message: texts.slugInvalid,
    });
    expect(createTenantProblems({ ...base, emailRecipients: ['a@x.de', 'b'] })[0]?.message).toBe(
      texts.emailsInvalid(['b']),
    );
  });

  it('asks only for a name when editing, and checks the addresses that are given', () => {
    const base = {
      name: 'P',
      logoUrl: undefined,
      emailRecipients: undefined,
      domains: undefined,
      config: {},
    };
    expect(updateTenantProblems(base)).toEqual([]);
    expect(updateTenantProblems({ ...base, name: '' })[0]?.message).toBe(texts.nameRequired);
    expect(updateTenantProblems({ ...base, config: { website: 'www.praxis.de' } })[0]?.field).toBe(
      'config.website',
    );
    expect(updateTenantProblems({ ...base, config: { email: 'info' } })[0]?.field).toBe('config.email');
  });

  it('counts progress by submissions and reaches 100 % only when done', () => {
    expect(deletionPercent('queued', 0, 0)).toBe(0);
    expect(deletionPercent('running', 500, 1200)).toBe(41);
    expect(deletionPercent('running', 1300, 1200)).toBe(99);
    expect(deletionPercent('done', 0, 0)).toBe(100);
  });
});
