/**
 * Zod without its compiled parsers, in both apps: their CSP has no 'unsafe-eval', and zod's probe for
 * `new Function` (at its first object schema) is reported as a CSP violation even though zod catches it. Zod reads
 * this global config when it loads, so each app imports this module first (no zod import here: it costs the first
 * screen nothing).
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
