import { describe, expect, it } from 'vitest';
import { RECEPTION_PATHS } from '../reception/receptionPaths.ts';
import { allowedRedirect, originOf, receptionHome, returnTarget } from './allowedRedirect.ts';

const practice = {
  website: 'https://www.praxis.de/start',
  domains: ['rezeption.praxis-mitte.de'],
  ownOrigin: 'https://app.praxisdesk.example',
};

describe('allowedRedirect', () => {
  it.each([
    ['the website itself', 'https://www.praxis.de/kontakt?x=1#f', 'https://www.praxis.de/kontakt?x=1#f'],
    ['the website without www', 'https://praxis.de/', 'https://praxis.de/'],
    ['a subdomain of the website', 'https://termine.praxis.de/danke', 'https://termine.praxis.de/danke'],
    ['plain http on the website', 'http://praxis.de/danke', 'http://praxis.de/danke'],
    ['upper case and a trailing dot', 'HTTPS://PRAXIS.DE./Danke', 'https://praxis.de./Danke'],
    [
      'a patient page of a configured domain',
      'https://rezeption.praxis-mitte.de/online-rezeption',
      'https://rezeption.praxis-mitte.de/online-rezeption',
    ],
    ['our reception home as a path', '/online-rezeption?tenant=mitte', '/online-rezeption?tenant=mitte'],
    ['a reception page with a trailing slash', '/online-rezeption/fragen/', '/online-rezeption/fragen/'],
    ['our thank-you page', '/success.html?tenant=mitte', '/success.html?tenant=mitte'],
    [
      'a patient page on our own origin',
      'https://app.praxisdesk.example/online-rezeption/erfolg',
      'https://app.praxisdesk.example/online-rezeption/erfolg',
    ],
  ])('follows %s', (_case, value, expected) => {
    expect(allowedRedirect(value, practice)).toBe(expected);
  });

  it.each([
    ['a foreign host', 'https://evil.example/'],
    ['a look-alike suffix', 'https://praxis.de.evil.example/'],
    ['a look-alike prefix', 'https://evilpraxis.de/'],
    ['a look-alike hyphen', 'https://www-praxis.de/'],
    ['user info naming the practice', 'https://praxis.de@evil.example/'],
    ['user info hiding the real host', 'https://www.praxis.de:443@evil.example/kontakt'],
    ['user info on the practice host', 'https://evil.example@praxis.de/'],
    ['protocol-relative', '//evil.example/'],
    ['protocol-relative with backslashes', '\\\\evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['backslashes instead of slashes', 'https:\\\\evil.example'],
    ['a tab inside the host', 'https://praxis.de\t.evil.example/'],
    ['a newline smuggling slashes', '/\n/evil.example'],
    ['javascript', 'javascript:alert(document.cookie)'],
    ['javascript in capitals with spaces', '  JaVaScRiPt:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['another scheme', 'ftp://praxis.de/'],
    ['a relative address', 'evil.example'],
    ['our staff login', '/login'],
    ['our root, which is the staff login', '/'],
    ['a staff page reached by dot segments', '/online-rezeption/../dashboard'],
    ['a staff page on our own origin', 'https://app.praxisdesk.example/dashboard'],
    ['a staff page on a configured domain', 'https://rezeption.praxis-mitte.de/login'],
    ['a subdomain of a configured domain', 'https://x.rezeption.praxis-mitte.de/online-rezeption'],
    ['the parent of a configured domain', 'https://praxis-mitte.de/'],
    ['nothing', ''],
  ])('refuses %s', (_case, value) => {
    expect(allowedRedirect(value, practice)).toBeNull();
  });

  it('follows a configured domain and our origin to their patient pages only', () => {
    expect(allowedRedirect('https://rezeption.praxis-mitte.de/online-rezeption?tenant=a', practice)).toBe(
      'https://rezeption.praxis-mitte.de/online-rezeption?tenant=a',
    );
    expect(allowedRedirect('http://REZEPTION.praxis-mitte.de:8080/error', practice)).toBe(
      'http://rezeption.praxis-mitte.de:8080/error',
    );
  });

  it('refuses non-strings and trusts nothing without a scope', () => {
    expect(allowedRedirect(undefined, practice)).toBeNull();
    expect(allowedRedirect(['https://praxis.de/'], practice)).toBeNull();
    expect(allowedRedirect('https://praxis.de/', {})).toBeNull();
    expect(allowedRedirect('/online-rezeption', {})).toBe('/online-rezeption');
  });

  it('trusts a posting page with any path on exactly its origin', () => {
    const scope = { origins: ['http://127.0.0.1:4173'] };
    expect(allowedRedirect('http://127.0.0.1:4173/danke', scope)).toBe('http://127.0.0.1:4173/danke');
    expect(allowedRedirect('http://127.0.0.1:4174/danke', scope)).toBeNull();
    expect(allowedRedirect('https://127.0.0.1:4173/danke', scope)).toBeNull();
    expect(allowedRedirect('http://x.127.0.0.1:4173/danke', scope)).toBeNull();
    expect(allowedRedirect('https://evil.example/', { origins: ['null', undefined] })).toBeNull();
  });

  it('gives subdomains only to websites with a registrable-looking name', () => {
    expect(allowedRedirect('http://a.localhost/', { website: 'http://localhost:3000' })).toBeNull();
    expect(allowedRedirect('http://localhost:5000/x', { website: 'http://localhost:3000' })).toBe(
      'http://localhost:5000/x',
    );
    expect(allowedRedirect('http://1.127.0.0.1/', { website: 'http://127.0.0.1/' })).toBeNull();
  });

  it('ignores a website that is no web address', () => {
    expect(
      allowedRedirect('https://evil.example/', { website: 'javascript:alert(1)//evil.example' }),
    ).toBeNull();
    expect(allowedRedirect('https://evil.example/', { website: 'https://x@evil.example' })).toBeNull();
  });

  it('accepts every page of the reception as our own path', () => {
    for (const path of Object.values(RECEPTION_PATHS)) expect(allowedRedirect(path, {})).toBe(path);
  });
});

describe('returnTarget', () => {
  it('prefers from, then the website, then the practice reception home, never /', () => {
    const scope = { ...practice, slug: 'mitte' };
    expect(returnTarget('https://praxis.de/kontakt', scope)).toBe('https://praxis.de/kontakt');
    expect(returnTarget('https://evil.example', scope)).toBe('https://www.praxis.de/start');
    expect(returnTarget(null, { slug: 'mitte' })).toBe('/online-rezeption?tenant=mitte');
    expect(returnTarget('https://evil.example', { website: 'javascript:x', slug: '' })).toBe(
      '/online-rezeption',
    );
  });

  it('builds the reception home with the slug encoded', () => {
    expect(receptionHome('a&b')).toBe('/online-rezeption?tenant=a%26b');
    expect(receptionHome(null)).toBe('/online-rezeption');
  });

  it('reads origins of web addresses only', () => {
    expect(originOf('https://praxis.de/kontakt?x')).toBe('https://praxis.de');
    expect(originOf('null')).toBeNull();
    expect(originOf('https://a@b.de/')).toBeNull();
  });
});
