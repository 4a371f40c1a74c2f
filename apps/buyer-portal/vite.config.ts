import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { DEFAULT_DICTIONARY } from '../../packages/contract/src/dictionary/index.ts';
import { dictionaryVersion } from '../../packages/contract/src/dictionary/version.ts';
import { builtAssets } from '../../scripts/vite-built-assets.ts';

const api = process.env.PORTICO_API ?? 'http://localhost:3000';
const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * every build carries its own version, "<package version>+<build timestamp>". It is embedded in
 * the bundle (__APP_VERSION__) and written to dist/version.json, which the server answers as saas-config
 * appVersion; a signed-in portal whose embedded version differs offers 'REFRESH APP'.
 */
const APP_VERSION = `${pkg.version}+${new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z')}`;

function versionFile(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portico-version-file',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      fs.mkdirSync(outDir, { recursive: true });
      fs.writeFileSync(path.join(outDir, 'version.json'), `${JSON.stringify({ version: APP_VERSION })}\n`);
    },
  };
}

/** A module path inside this app's src/ (either path separator). */
const inSrc = (...parts: string[]) => new RegExp(`src[\\\\/]${parts.join('[\\\\/]')}`);

const isEntry = (id: string) => /src[\\/]main\.tsx$/.test(id);
const isI18n = (id: string) => /node_modules[\\/]i18next[\\/]/.test(id);
/** The bundled dictionary's modules; not the two small ones that later screens use at run time. */
const isDictionary = (id: string) =>
  /packages[\\/]contract[\\/]src[\\/]dictionary[\\/](?!status-keys\.ts$|console-desk-payment\.ts$)/.test(id);
const isSignIn = (id: string) => inSrc('app', 'routes', 'sign-in\\.tsx$').test(id);
const isFirstScreen = (id: string) =>
  inSrc('app', 'shell', 'app-shell\\.tsx$').test(id) ||
  inSrc('app', 'routes', 'stock\\.tsx$').test(id) ||
  inSrc('features', 'app-load').test(id) ||
  /node_modules[\\/]dompurify[\\/]/.test(id);

/**
 * P10: what the sign-in page and the signed-in first screen both use, each with what it imports: zod and the
 * schemas' base (every schema builds on contract/inputs.ts), the text field's parts and the footer.
 */
const isCommon = (id: string) =>
  /packages[\\/]contract[\\/]src[\\/]inputs\.ts$/.test(id) ||
  /@mui[\\/]material[\\/](?:InputBase|FormControl|FormLabel|FormHelperText|InputLabel|OutlinedInput|InputAdornment|Divider)[\\/]/.test(
    id,
  ) ||
  inSrc('app', 'shell', 'footer\\.tsx$').test(id) ||
  inSrc('components', 'visually-hidden\\.ts$').test(id);

/**
 * P9: the first load asks for few files. The browser opens at most six connections to the server, and on a
 * phone's round trips each file costs one, so a first screen split over seventy small chunks waits on the
 * queue, not on bytes. Each group below is one file (with the modules it needs that no earlier group took):
 * - `boot`: everything the entry imports statically (its modulepreload list was twenty files; the same bytes);
 * - `i18n`: i18next, which boot loads on demand (P10);
 * - `dictionary`: the bundled English dictionary, loaded only when the page's saas-i18n answer is missing or not
 *   built on the same dictionary (P10: the server writes that answer, the whole dictionary, into the page);
 * - `common`: what the sign-in page and the signed-in first screen share (P10: zod and the schemas' base, the form
 *   inputs), so that neither page downloads the other's code;
 * - `sign-in`: the sign-in page, so a signed-out visitor loads no signed-in code;
 * - `first-screen`: the signed-in frame and the stock list (the landing screen) with what they use, and the
 *   banner sanitiser (the banner is the frame's first paint), and the app-load sequence (A-030), which
 *   session-actions imports on demand so that it and the zod schema it checks with are not in `boot`. Other
 *   screens load their own chunks and share this one.
 */
const FIRST_LOAD_CHUNKS = [
  { name: 'boot', tags: ['$initial' as const], test: (id: string) => !isEntry(id), priority: 5 },
  { name: 'i18n', test: isI18n, priority: 4 },
  { name: 'dictionary', test: isDictionary, priority: 4 },
  { name: 'common', test: isCommon, priority: 3 },
  { name: 'sign-in', test: isSignIn, priority: 2 },
  { name: 'first-screen', test: isFirstScreen, priority: 1 },
];

/** The attribute that marks a preload only a signed-in buyer's page keeps (the server drops it otherwise). */
const SIGNED_IN_ONLY = 'data-signed-in-only';
/** The attribute that marks a preload a signed-in buyer's page drops (the server keeps it on every other page). */
const SIGNED_OUT_ONLY = 'data-signed-out-only';

/**
 * P9: index.html preloads the chunks the first screen needs beside the entry, so they download while it does,
 * not once it has run: i18next and the code both first screens share for everyone, the sign-in
 * page on every page but a signed-in buyer's (SIGNED_OUT_ONLY), the signed-in first screen only on that one
 * (SIGNED_IN_ONLY). P10: a page downloads one of the two first screens, never both.
 */
function preloadFirstScreen(): Plugin {
  return {
    name: 'portico-preload-first-screen',
    apply: 'build',
    // P10: neither first screen's chunk may import the other's (a module both use belongs in isCommon).
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const named = (group: string) => chunks.find((c) => c.fileName.startsWith(`assets/${group}-`));
      for (const [from, to] of [
        ['first-screen', 'sign-in'],
        ['sign-in', 'first-screen'],
      ] as const) {
        const chunk = named(from);
        const other = named(to)?.fileName;
        if (chunk && other && chunk.imports.includes(other)) {
          this.error(
            `${chunk.fileName} imports ${other}: move the modules both use to isCommon (vite.config.ts)`,
          );
        }
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.keys(ctx.bundle ?? {}).filter((n) => /^assets\/[\w-]+\.js$/.test(n));
        const named = (group: string) => chunks.find((n) => n.startsWith(`assets/${group}-`));
        return [
          { group: 'i18n', only: undefined },
          { group: 'common', only: undefined },
          { group: 'sign-in', only: SIGNED_OUT_ONLY },
          { group: 'first-screen', only: SIGNED_IN_ONLY },
        ].flatMap(({ group, only }) => {
          const file = named(group);
          if (!file) return [];
          return [
            {
              tag: 'link',
              attrs: {
                rel: 'modulepreload',
                crossorigin: true,
                href: `/${file}`,
                ...(only ? { [only]: true } : {}),
              },
              injectTo: 'head' as const,
            },
          ];
        });
      },
    },
  };
}

/**
 * P9: the stylesheet (the font faces, a few KB) is written into index.html, not linked: a linked stylesheet
 * blocks the first paint until it has arrived, and the server-drawn first screen needs nothing else to paint. Its
 * fonts are `font-display: optional` (no swap after the first text is drawn: CLS).
 */
function inlineCss(): Plugin {
  return {
    name: 'portico-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[\w-]+\.css)"[^>]*>/g,
          (tag, name) => {
            const asset = ctx.bundle?.[name];
            if (asset?.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            // CLS (P9): a web font that arrives after the app has drawn its text re-wraps it and moves the stock list
            // (0.26 on a fast host, where the app draws before the fonts arrive). `optional` uses a font only if it
            // is there within ~100 ms of its first use, else the device's font for this page; the next page finds it
            // in the cache. So a first visit on a slow link reads the device's font, and nothing ever moves.
            const steady = css.replace(/font-display:\s*swap/g, 'font-display:optional');
            return `<style>${steady.replace(/<\/style/gi, '<\\/style')}</style>`;
          },
        );
      },
    },
  };
}

/**
 * P10: React Router's package resolves its development build whatever the mode (its export map names no
 * production condition): the same code with its developer warnings on. A production build takes the production
 * build it ships beside it (the warnings off), for both entry points the portal imports.
 */
const routerDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [
    react(),
    versionFile(),
    preloadFirstScreen(),
    inlineCss(),
    // The body text's Inter weights (the theme's font): preloaded so the first screen never reflows (P9); the
    // server drops them from a page it draws the first screen into (its own font, index-html.ts).
    builtAssets({ preloadFonts: /inter-latin-(?:400|600|700)-normal-[\w-]+\.woff2$/ }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
    // P10: the fingerprint of the bundled English dictionary (src/lib/i18n.ts).
    __DICTIONARY_VERSION__: JSON.stringify(dictionaryVersion(DEFAULT_DICTIONARY)),
  },
  resolve: { alias: command === 'build' ? productionRouter : [] },
  server: {
    port: 5173,
    proxy: { '/px-api-gateway': api, '/identity': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: { output: { codeSplitting: { groups: FIRST_LOAD_CHUNKS } } },
  },
}));
