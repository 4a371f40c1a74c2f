import fs from 'node:fs/promises';
import path from 'node:path';

const CACHE_MS = 5_000;

/**
 * saas-config answers the version of the buyer portal build being served, so a deploy changes it and
 * signed-in portals offer 'REFRESH APP'. The buyer-portal build writes dist/version.json on every
 * build; without one (dev, tests) the root package.json version stands in. Read at most every 5 s.
 */
export function createAppVersionReader(opts: { versionFile: string; packageJson: string }) {
  let cached: { value: string; at: number } | undefined;

  async function readJsonVersion(file: string): Promise<string | undefined> {
    try {
      const parsed: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
      if (parsed && typeof parsed === 'object' && 'version' in parsed) {
        const v = (parsed as { version: unknown }).version;
        if (typeof v === 'string' && v.trim() !== '') return v.trim();
      }
    } catch {
      // Missing or half-written file (a build in progress): use the fallback.
    }
    return undefined;
  }

  return async function appVersion(): Promise<string> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const value =
      (await readJsonVersion(opts.versionFile)) ?? (await readJsonVersion(opts.packageJson)) ?? '0.0.0';
    cached = { value, at: Date.now() };
    return value;
  };
}

export function defaultVersionFiles(repoRoot: string, publicDir?: string) {
  const appsDir = publicDir ? path.resolve(publicDir) : path.join(repoRoot, 'apps');
  return {
    versionFile: path.join(appsDir, 'buyer-portal', 'dist', 'version.json'),
    packageJson: path.join(repoRoot, 'package.json'),
  };
}
