import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The apps' build output for fast first loads and rolling deploys (P9), used by both apps' vite.config.ts:
 * - every hashed asset of 1 KB or more that compresses gets a .br (quality 11) and a .gz (level 9) sibling,
 *   which the server sends by Accept-Encoding, so nothing is compressed per request;
 * - the build does not empty dist/assets: the hashed assets of the last KEEP_BUILDS builds stay (a portal open
 *   on the previous build still loads its lazy chunks after a deploy), older ones are removed. dist/.builds.json
 *   lists each kept build's assets, newest last.
 */
export const KEEP_BUILDS = 3;
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map|xml|wasm)$/i;
const LEDGER = '.builds.json';

/** Writes name.br and name.gz beside one file, unless they are there already (same hash, same bytes). */
export function precompressFile(file: string): boolean {
  if (!COMPRESSIBLE.test(file)) return false;
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) return false;
  if (!fs.existsSync(`${file}.br`)) {
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    fs.writeFileSync(`${file}.br`, br);
  }
  if (!fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  return true;
}

const readLedger = (outDir: string): string[][] => {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(outDir, LEDGER), 'utf8'));
    return Array.isArray(parsed) ? parsed.filter((b): b is string[] => Array.isArray(b)) : [];
  } catch {
    return [];
  }
};

/**
 * Records one build's assets (paths relative to outDir, 'assets/index-abc.js') and removes the assets, with
 * their .br/.gz, of builds older than the last `keep`. Assets already on disk when no ledger exists yet count as
 * one earlier build, so the first build with this plugin keeps the deploy before it.
 */
export function recordBuild(outDir: string, assets: string[], keep = KEEP_BUILDS): { removed: string[] } {
  const assetsDir = path.join(outDir, 'assets');
  let ledger = readLedger(outDir);
  const onDisk = fs.existsSync(assetsDir)
    ? fs
        .readdirSync(assetsDir)
        .filter((name) => !/\.(?:br|gz)$/.test(name))
        .map((name) => `assets/${name}`)
    : [];
  if (ledger.length === 0) {
    const current = new Set(assets);
    const earlier = onDisk.filter((name) => !current.has(name));
    if (earlier.length > 0) ledger = [earlier];
  }
  ledger.push(assets);
  ledger = ledger.slice(-keep);
  const kept = new Set(ledger.flat());
  const removed: string[] = [];
  for (const name of onDisk) {
    if (kept.has(name)) continue;
    for (const file of [name, `${name}.br`, `${name}.gz`])
      fs.rmSync(path.join(outDir, file), { force: true });
    removed.push(name);
  }
  fs.writeFileSync(path.join(outDir, LEDGER), `${JSON.stringify(ledger)}\n`);
  return { removed };
}

type HtmlTag = { tag: string; attrs: Record<string, string | boolean>; injectTo: 'head' };

/**
 * The Vite plugin (typed by hand: vite is the apps' dependency, not resolvable from scripts/). `preloadFonts`
 * names the font files the first screen draws with: index.html preloads them, so they are in before the first
 * render and text never reflows when they arrive (P9: a late web font moved the page, CLS).
 */
export function builtAssets(opts: { preloadFonts?: RegExp } = {}) {
  let base = '/';
  return {
    name: 'portico-built-assets',
    apply: 'build' as const,
    config: () => ({ build: { emptyOutDir: false } }),
    configResolved(config: { base: string }) {
      base = config.base;
    },
    transformIndexHtml(_html: string, ctx: { bundle?: Record<string, unknown> }): HtmlTag[] {
      const pattern = opts.preloadFonts;
      if (!pattern || !ctx.bundle) return [];
      return Object.keys(ctx.bundle)
        .filter((name) => name.startsWith('assets/') && pattern.test(name))
        .sort()
        .map((name) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `${base}${name}`,
            crossorigin: true,
          },
          injectTo: 'head',
        }));
    },
    writeBundle(options: { dir?: string; file?: string }, bundle: Record<string, unknown>) {
      const outDir = options.dir ?? path.dirname(options.file ?? 'dist/index.html');
      const assets = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/'))
        .sort();
      for (const name of assets) precompressFile(path.join(outDir, name));
      recordBuild(outDir, assets);
    },
  };
}
