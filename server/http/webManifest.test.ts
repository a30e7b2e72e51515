import { describe, expect, it } from 'vitest';
import { closureCss, closureFiles, htmlEntry, type Manifest, staticClosure } from './webManifest.ts';

// A small manifest in Vite's shape: an entry, two lazily loaded pages sharing a chunk, a page that loads
// another page lazily, and a cycle between shared chunks (Rollup output can have one).
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['pages/Reception.tsx', 'pages/Admin.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js', name: 'vendor' },
  '_ui.js': { file: 'assets/ui.js', name: 'ui', imports: ['_icons.js'], css: ['assets/ui.css'] },
  '_icons.js': { file: 'assets/icons.js', name: 'icons', imports: ['_ui.js'] },
  'pages/Reception.tsx': {
    file: 'assets/Reception.js',
    src: 'pages/Reception.tsx',
    isDynamicEntry: true,
    imports: ['_ui.js', 'index.html'],
  },
  'pages/Admin.tsx': {
    file: 'assets/Admin.js',
    src: 'pages/Admin.tsx',
    isDynamicEntry: true,
    imports: ['_ui.js', '_charts.js'],
    dynamicImports: ['pages/AdminAudit.tsx'],
  },
  '_charts.js': { file: 'assets/charts.js', name: 'charts' },
  'pages/AdminAudit.tsx': { file: 'assets/AdminAudit.js', src: 'pages/AdminAudit.tsx', isDynamicEntry: true },
  'logo.svg': { file: 'assets/logo.svg', src: 'logo.svg' },
};

describe('staticClosure', () => {
  it('follows static imports through shared chunks and cycles, each key once', () => {
    expect(staticClosure(manifest, ['index.html', 'pages/Reception.tsx']).sort()).toEqual(
      ['_icons.js', '_ui.js', '_vendor.js', 'index.html', 'pages/Reception.tsx'].sort(),
    );
  });

  it('does not follow dynamic imports: they load when their route opens', () => {
    const entryOnly = staticClosure(manifest, ['index.html']);
    expect(entryOnly.sort()).toEqual(['_vendor.js', 'index.html']);
    const admin = staticClosure(manifest, ['pages/Admin.tsx']);
    expect(admin).toContain('_charts.js');
    expect(admin).not.toContain('pages/AdminAudit.tsx');
  });

  it('refuses a key the manifest does not have (a renamed page must not measure as empty)', () => {
    expect(() => staticClosure(manifest, ['index.html', 'pages/Renamed.tsx'])).toThrow(/pages\/Renamed\.tsx/);
  });
});

describe('closureFiles and closureCss', () => {
  it('lists the JavaScript files sorted, and the CSS they bring', () => {
    expect(closureFiles(manifest, ['index.html', 'pages/Reception.tsx'])).toEqual([
      'assets/Reception.js',
      'assets/icons.js',
      'assets/index.js',
      'assets/ui.js',
      'assets/vendor.js',
    ]);
    expect(closureCss(manifest, ['index.html', 'pages/Reception.tsx'])).toEqual([
      'assets/index.css',
      'assets/ui.css',
    ]);
  });
});

describe('htmlEntry', () => {
  it('finds the one entry', () => {
    expect(htmlEntry(manifest)).toBe('index.html');
  });

  it('refuses a manifest with none or several', () => {
    const { 'index.html': _entry, ...withoutEntry } = manifest;
    expect(() => htmlEntry(withoutEntry)).toThrow(/gefunden: 0/);
    expect(() => htmlEntry({ ...manifest, 'other.html': { file: 'o.js', isEntry: true } })).toThrow(
      /gefunden: 2/,
    );
  });
});
