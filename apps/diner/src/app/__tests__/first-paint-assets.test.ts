import { describe, expect, it } from 'vitest';
import type { BuildManifest } from '@tabula/api-client';
import { firstPaintAssets } from '../first-paint-assets';

/** A build's manifest in the shape Vite writes it, trimmed to what the drawn routes touch. */
const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index-C1.js',
    isEntry: true,
    imports: ['_dist-D1.js', '_react-R1.js'],
    css: ['assets/index-S1.css', 'assets/shared-S2.css'],
  },
  '_dist-D1.js': { file: 'assets/dist-D1.js' },
  '_react-R1.js': { file: 'assets/react-R1.js', imports: ['_dist-D1.js'] },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'assets/routes-H1.js',
    imports: ['index.html', '_dist-D1.js', '_menu-screen-M1.js', '_add-item-A1.js'],
  },
  'src/routes/menu.tsx?tsr-split=component': {
    file: 'assets/menu-N1.js',
    imports: ['_menu-screen-M1.js', 'index.html'],
  },
  '_menu-screen-M1.js': {
    file: 'assets/menu-screen-M1.js',
    imports: ['_dist-D1.js', '_stepper-Q1.js', 'index.html'],
    css: ['assets/menu-screen-S3.css', 'assets/shared-S2.css'],
  },
  '_add-item-A1.js': { file: 'assets/add-item-A1.js', imports: ['_stepper-Q1.js'] },
  '_stepper-Q1.js': { file: 'assets/stepper-Q1.js', css: ['assets/stepper-S4.css'] },
  'src/routes/checkout.tsx?tsr-split=component': {
    file: 'assets/checkout-K1.js',
    css: ['assets/checkout-S5.css'],
  },
  'src/locales/en/messages.po': { file: 'assets/messages-E1.js' },
  'src/locales/ar/messages.po': { file: 'assets/messages-A2.js' },
};

describe('firstPaintAssets', () => {
  it('links the home route’s chunks and their styles that the entry does not already load, and the catalog', () => {
    expect(firstPaintAssets(MANIFEST, '/', 'ar')).toEqual({
      stylesheets: ['/assets/menu-screen-S3.css', '/assets/stepper-S4.css'],
      modulePreloads: [
        '/assets/routes-H1.js',
        '/assets/menu-screen-M1.js',
        '/assets/stepper-Q1.js',
        '/assets/add-item-A1.js',
        '/assets/messages-A2.js',
      ],
    });
  });

  it('links the read-only menu’s own chunk, not the home route’s', () => {
    const assets = firstPaintAssets(MANIFEST, '/menu', 'en');
    expect(assets.modulePreloads).toEqual([
      '/assets/menu-N1.js',
      '/assets/menu-screen-M1.js',
      '/assets/stepper-Q1.js',
      '/assets/messages-E1.js',
    ]);
    expect(assets.stylesheets).toEqual(['/assets/menu-screen-S3.css', '/assets/stepper-S4.css']);
  });

  it('links nothing of the screens it does not draw, nor for a path it does not draw', () => {
    const assets = firstPaintAssets(MANIFEST, '/', 'en');
    expect(assets.stylesheets).not.toContain('/assets/checkout-S5.css');
    expect(firstPaintAssets(MANIFEST, '/checkout', 'en')).toEqual({
      stylesheets: [],
      modulePreloads: ['/assets/messages-E1.js'],
    });
  });

  it('needs nothing more from a manifest without the route or the catalog', () => {
    expect(firstPaintAssets({}, '/', 'zh')).toEqual({ stylesheets: [], modulePreloads: [] });
  });
});
