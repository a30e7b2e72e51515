import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './safeRedirect.ts';

describe('safeRedirect', () => {
  it.each([
    '/dashboard',
    '/submissions/3f2b9c1e-0000-4000-8000-000000000000',
    '/dashboard?page=2&formType=contact',
    '/admin#users',
    '/login-hilfe',
  ])('keeps the local path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['relative', 'dashboard'],
    ['protocol-relative', '//evil.example/login'],
    ['backslash host', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['absolute https', 'https://evil.example/'],
    ['absolute http', 'http://localhost:3000/dashboard'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['tab smuggling', '/\t/evil.example'],
    ['newline smuggling', '/\n/evil.example'],
    ['leading space', ' /dashboard'],
    ['the login screen itself', '/login'],
    ['the login screen with a query', '/login?redirect=%2Fadmin'],
  ])('falls back to /dashboard for %s', (_case, value) => {
    expect(safeRedirect(value)).toBe('/dashboard');
  });
});

describe('loginPathFor', () => {
  it('encodes the path and query of the page to return to', () => {
    expect(loginPathFor({ pathname: '/dashboard', search: '' })).toBe('/login?redirect=%2Fdashboard');
    expect(loginPathFor({ pathname: '/dashboard', search: '?page=2&spam=1' })).toBe(
      '/login?redirect=%2Fdashboard%3Fpage%3D2%26spam%3D1',
    );
  });

  it('leaves out the way back from the start page, which leads to the dashboard anyway', () => {
    expect(loginPathFor({ pathname: '/', search: '' })).toBe('/login');
  });

  it('round-trips through safeRedirect', () => {
    const loginUrl = new URL(loginPathFor({ pathname: '/submissions/42', search: '?tab=mail' }), 'http://x');
    expect(safeRedirect(loginUrl.searchParams.get('redirect'))).toBe('/submissions/42?tab=mail');
  });
});
