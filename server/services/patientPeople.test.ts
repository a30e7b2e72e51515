import { describe, expect, it } from 'vitest';
import { normaliseName, type PatientKeys } from './patientKeys.ts';
import { groupByPerson, type PersonCandidate, personNameKey, splitByPerson } from './patientPeople.ts';

const keys = (emailKey: string | null, phoneKey: string | null): PatientKeys => ({ emailKey, phoneKey });
const candidate = (item: string, name: string, k: PatientKeys, readable = true): PersonCandidate<string> => ({
  item,
  name,
  keys: k,
  readable,
});

describe('normaliseName', () => {
  it('compares names without case, spacing, umlaut spelling or the order of their words', () => {
    for (const spelling of ['Max Müster', ' max  MUESTER ', 'Müster, Max', 'Muester-Max'])
      expect(normaliseName(spelling), spelling).toBe('max muester');
    expect(normaliseName('Élodie Durand')).toBe('durand elodie');
  });

  it('keeps initials and other names apart, and is empty without a name', () => {
    expect(normaliseName('M. Muster')).not.toBe(normaliseName('Max Muster'));
    expect(normaliseName('Anna Familie')).not.toBe(normaliseName('Bernd Familie'));
    expect(normaliseName('  ')).toBe('');
    expect(personNameKey({ vorname: 'Max', nachname: 'Muster' })).toBe('max muster');
    expect(personNameKey(null)).toBeNull();
  });
});

describe('splitByPerson', () => {
  const anchor = { keys: keys('e1', 'p1'), nameKey: normaliseName('Anna Familie') };

  it('one person is the same name and a shared address or number; each other name is a person apart', () => {
    const { own, others } = splitByPerson(anchor, [
      candidate('anna-2', 'anna familie', keys('e2', 'p1')),
      candidate('bernd-1', 'Bernd Familie', keys('e3', 'p1')),
      candidate('clara-1', 'Clara Familie', keys('e1', null)),
      candidate('bernd-2', 'Familie, Bernd', keys('e1', 'p1')),
      candidate('anna-3', 'Anna Familie', keys('e9', 'p9')),
    ]);
    expect(own).toEqual(['anna-2']);
    expect(others).toEqual([
      { name: 'Bernd Familie', shared: ['email', 'phone'], items: ['bernd-1', 'bernd-2'] },
      { name: 'Clara Familie', shared: ['email'], items: ['clara-1'] },
      // Found by neither key (a caller's list may hold it): not the same person either.
      { name: 'Anna Familie', shared: [], items: ['anna-3'] },
    ]);
  });

  it('an unreadable request is a person of its own, and an unreadable anchor has no own requests', () => {
    const candidates = [
      candidate('x', '', keys('e1', null), false),
      candidate('y', '', keys(null, 'p1'), false),
      candidate('anna-2', 'Anna Familie', keys(null, 'p1')),
    ];
    expect(splitByPerson(anchor, candidates).others.map((o) => o.items)).toEqual([['x'], ['y']]);
    const blind = splitByPerson({ ...anchor, nameKey: null }, candidates);
    expect(blind.own).toEqual([]);
    expect(blind.others.map((o) => o.items)).toEqual([['x'], ['y'], ['anna-2']]);
  });
});

describe('groupByPerson', () => {
  it('groups a search by name in the order of each person’s newest request, named as typed there', () => {
    const people = groupByPerson(keys(null, 'p1'), [
      candidate('d-2', ' Dieter Familie ', keys('e4', 'p1')),
      candidate('a-1', 'Anna Familie', keys('e1', 'p1')),
      candidate('d-1', 'dieter familie', keys('e4', 'p1')),
      candidate('n-1', '', keys(null, 'p1')),
    ]);
    expect(people).toEqual([
      { name: 'Dieter Familie', shared: ['phone'], items: ['d-2', 'd-1'] },
      { name: 'Anna Familie', shared: ['phone'], items: ['a-1'] },
      { name: '', shared: ['phone'], items: ['n-1'] },
    ]);
  });
});
