import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    versionFile(),
    // The body text's Inter weights (the theme's font): preloaded so the first screen never reflows (P9).
    builtAssets({ preloadFonts: /inter-latin-(?:400|600|700)-normal-[\w-]+\.woff2$/ }),
  ],
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  server: {
    port: 5173,
    proxy: { '/px-api-gateway': api, '/identity': api },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800 },
});
