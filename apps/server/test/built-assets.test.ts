import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  builtAssets,
  KEEP_BUILDS,
  precompressFile,
  recordBuild,
} from '../../../scripts/vite-built-assets.ts';

/**
 * The apps' build step (scripts/vite-built-assets.ts, P9 and rolling deploys): .br and .gz beside each hashed
 * asset worth compressing, and the assets of the last few builds kept in dist/assets.
 */
let outDir: string;
beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-built-'));
  fs.mkdirSync(path.join(outDir, 'assets'));
});
afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

const write = (name: string, body: string) => {
  fs.writeFileSync(path.join(outDir, name), body);
  return path.join(outDir, name);
};
const exists = (name: string) => fs.existsSync(path.join(outDir, name));
/** One build: writes its assets and records it, as the plugin does after Vite has written the bundle. */
const build = (hash: string) => {
  const assets = [`assets/index-${hash}.js`, `assets/stock-${hash}.js`];
  for (const a of assets) write(a, `console.log(${JSON.stringify(hash.repeat(1000))});`);
  return recordBuild(outDir, assets);
};

describe('precompressFile', () => {
  it('writes brotli and gzip siblings that decompress to the file', () => {
    const text = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `row ${i}`))};`;
    const file = write('assets/index-abc.js', text);
    expect(precompressFile(file)).toBe(true);
    const br = fs.readFileSync(`${file}.br`);
    const gz = fs.readFileSync(`${file}.gz`);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(text);
    expect(zlib.gunzipSync(gz).toString()).toBe(text);
    expect(br.length).toBeLessThan(text.length / 3);
  });

  it('leaves files under 1 KB and files that do not compress (fonts, images) alone', () => {
    expect(precompressFile(write('assets/tiny-abc.js', 'export {};'))).toBe(false);
    expect(precompressFile(write('assets/inter-abc.woff2', 'x'.repeat(5000)))).toBe(false);
    expect(exists('assets/tiny-abc.js.br')).toBe(false);
    expect(exists('assets/inter-abc.woff2.gz')).toBe(false);
  });
});

describe('recordBuild', () => {
  it(`keeps the assets of the last ${KEEP_BUILDS} builds and removes older ones with their .br/.gz`, () => {
    const hashes = ['b1', 'b2', 'b3', 'b4'];
    const removed: string[][] = [];
    for (const hash of hashes) {
      removed.push(build(hash).removed);
      for (const f of fs.readdirSync(path.join(outDir, 'assets'))) {
        if (!/\.(?:br|gz)$/.test(f)) precompressFile(path.join(outDir, 'assets', f));
      }
    }
    expect(removed.slice(0, 3)).toEqual([[], [], []]);
    expect(removed[3]).toEqual(['assets/index-b1.js', 'assets/stock-b1.js']);
    expect(exists('assets/index-b1.js')).toBe(false);
    expect(exists('assets/index-b1.js.br')).toBe(false);
    expect(exists('assets/index-b1.js.gz')).toBe(false);
    for (const hash of ['b2', 'b3', 'b4']) {
      expect(exists(`assets/index-${hash}.js`)).toBe(true);
      expect(exists(`assets/stock-${hash}.js.br`)).toBe(true);
    }
  });

  it('counts assets found without a ledger (a build made before) as one earlier build', () => {
    write('assets/index-old.js', 'old');
    build('n1');
    expect(exists('assets/index-old.js')).toBe(true);
    build('n2');
    expect(exists('assets/index-old.js')).toBe(true);
    build('n3');
    expect(exists('assets/index-old.js')).toBe(false);
    expect(exists('assets/index-n1.js')).toBe(true);
  });
});

describe('font preloads in index.html', () => {
  it('preloads the named font files of the bundle, under the app base, and nothing else', () => {
    const plugin = builtAssets({ preloadFonts: /inter-latin-(?:400|700)-normal-[\w-]+\.woff2$/ });
    plugin.configResolved({ base: '/seller/' });
    const bundle = Object.fromEntries(
      [
        'assets/index-abc.js',
        'assets/inter-latin-400-normal-C38f.woff2',
        'assets/inter-latin-500-normal-X1.woff2',
        'assets/inter-latin-700-normal-Yt3a.woff2',
      ].map((name) => [name, {}]),
    );
    const tags = plugin.transformIndexHtml('', { bundle });
    expect(tags.map((t) => t.attrs.href)).toEqual([
      '/seller/assets/inter-latin-400-normal-C38f.woff2',
      '/seller/assets/inter-latin-700-normal-Yt3a.woff2',
    ]);
    expect(tags[0]).toMatchObject({
      tag: 'link',
      attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true },
      injectTo: 'head',
    });
    expect(builtAssets().transformIndexHtml('', { bundle })).toEqual([]);
  });
});
