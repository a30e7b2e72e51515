import { describe, expect, it } from 'vitest';
import { displayPackageName } from './packageName.ts';

describe('displayPackageName', () => {
  it.each([
    ['Team', 'Team'],
    ['Beta', 'Beta'],
    ['Praxisdesk Team', 'Team'],
    ['Paket Profi', 'Profi'],
    ['praxisdesk kompakt', 'kompakt'],
    ['  Praxisdesk  Profi ', 'Profi'],
    ['Praxisdesk', 'Praxisdesk'],
    ['Teampaket', 'Teampaket'],
  ])('%s → %s', (input, expected) => {
    expect(displayPackageName(input)).toBe(expected);
  });
});
