import type { FastifyInstance } from 'fastify';

/** Reading the running app's routes, for tests that must cover every route, including ones added later. */

export type Route = { method: string; url: string };

/**
 * Every registered route, from Fastify's route tree (`printRoutes`). Each line is `├── segment (METHODS)` indented
 * by four characters per level; a route's path is its ancestors' segments followed by its own.
 */
export function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    paths.length = depth;
    const path = (paths[depth - 1] ?? '') + m[2]!;
    paths[depth] = path;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim())) {
      if (/^[A-Z]+$/.test(method)) routes.push({ method, url: path });
    }
  }
  return routes;
}
