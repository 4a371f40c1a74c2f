import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { BRAND_PREVIEW_PARAM, DEFAULT_DICTIONARY, dictionaryVersion } from '@portico/contract';
import { extendCsp } from '@portico/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { previewTenant } from '../modules/brand/brand.service.ts';
import { SIGNED_IN_HINT_COOKIE } from '../modules/identity/identity.routes.ts';
import { isBuyerPageSession } from '../modules/identity/page-session.ts';
import { createAppVersionReader } from '../modules/tenants/app-version.ts';
import {
  CODE_LOADER_CSP_SOURCE,
  createTemplateReader,
  decodeDataUri,
  renderIndexHtml,
} from '../modules/tenants/index-html.ts';
import { renderStockShell } from '../modules/tenants/stock-shell.ts';
import {
  buildSaasConfig,
  buildSaasI18n,
  listActiveBanners,
  tenantFavicon,
  tenantLanguage,
} from '../modules/tenants/tenants.service.ts';
import { failBody } from './errors.ts';

/**
 * Serves the built buyer portal at / and the seller console at /seller/, with SPA fallbacks (A-001, A-009, P9).
 * - Files are looked up on disk per request (no list made at start-up), so a build written under a running
 *   server is served at once, and the previous build's hashed assets, which the apps' build keeps, stay
 *   served to portals still open on it (rolling deploys; the app-version banner A-028 offers the refresh).
 * - Hashed assets (`assets/`) are immutable: cached for a year, and sent as the build's .br or .gz sibling by
 *   Accept-Encoding (with Vary). Everything else, index.html first, is `no-cache`.
 * - index.html goes out with the tenant's title, favicon and language, and with its saas-config and saas-i18n
 *   answers as a JSON data block, so the app's first screen needs no round trip for them (with the fingerprint of
 *   the English dictionary shipped, so a portal bundling the same one need not download it: P10).
 * - The buyer portal's /stock (and /, which leads there) for a browser that holds a session (its signed-in hint
 *   cookie) also carries the first screen drawn in HTML (stock-shell.ts), and asks for that screen's code once
 *   it is painted (index-html.ts, P9); the tenant's banners are drawn into it only when that cookie names a live
 *   buyer session (page-session.ts).
 */
export type WebAppsOptions = {
  publicDir: string;
  apiPrefixes: string[];
  versionFile: string;
  packageJson: string;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** P10: the fingerprint of the English dictionary this server ships, beside the saas-i18n answer in each page. */
const SHIPPED_DICTIONARY_VERSION = dictionaryVersion(DEFAULT_DICTIONARY);
/** A path the file routes look up on disk (it has an extension); app routes like /stock go straight on. */
const looksLikeFile = (pathname: string) => /\.[a-z0-9]{1,12}$/i.test(pathname);
/** A path whose absence is a real 404, not the app shell: a hashed asset or a usual file extension. */
const isMissingFile = (pathname: string) =>
  (/\/assets\//.test(pathname) || /\.[a-z0-9]{2,5}$/i.test(pathname)) && !/\/index\.html$/.test(pathname);

export async function webAppsPlugin(app: FastifyInstance, opts: WebAppsOptions) {
  const buyerDist = path.join(opts.publicDir, 'buyer-portal', 'dist');
  const sellerDist = path.join(opts.publicDir, 'seller-console', 'dist');
  const buyerIndex = createTemplateReader(path.join(buyerDist, 'index.html'));
  const sellerIndex = createTemplateReader(path.join(sellerDist, 'index.html'));
  const appVersion = createAppVersionReader({ versionFile: opts.versionFile, packageJson: opts.packageJson });

  // index.html itself is never sent as built: it falls through to the not-found handler, which writes it.
  const isServedFile = (pathname: string) =>
    looksLikeFile(pathname) && !/(?:^|\/)index\.html$/.test(pathname);
  const staticOptions = {
    wildcard: true,
    index: false as const,
    allowedPath: isServedFile,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
      const isHashed = [buyerDist, sellerDist].some((dist) =>
        path.relative(dist, filePath).startsWith(`assets${path.sep}`),
      );
      res.setHeader('cache-control', isHashed ? IMMUTABLE : 'no-cache');
      res.setHeader('vary', 'Accept-Encoding');
    },
  };
  await app.register(fastifyStatic, { ...staticOptions, root: buyerDist, prefix: '/' });
  await app.register(fastifyStatic, {
    ...staticOptions,
    root: sellerDist,
    prefix: '/seller/',
    decorateReply: false,
  });

  app.get('/favicon.ico', { schema: { hide: true } }, async (request, reply) => {
    const icon = request.tenant ? tenantFavicon(request.tenant) : undefined;
    const data = icon ? decodeDataUri(icon) : undefined;
    reply.header('cache-control', 'no-cache');
    if (data) return reply.type(data.type).send(data.body);
    if (icon && !icon.startsWith('data:') && icon !== '/favicon.ico') return reply.redirect(icon);
    return reply.status(204).send();
  });

  /**
   * A-036 / P9: the active banners the drawn first screen shows, only when the page's session cookie names a live
   * session of a buyer of this tenant (banners are for signed-in users; the cookie alone proves nothing).
   */
  const pageBanners = async (tenantId: string, key: string | undefined) =>
    key && (await isBuyerPageSession(app.db, tenantId, key))
      ? (await listActiveBanners(app.db, { tenantId })).map((b) => b.content)
      : undefined;

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, isSeller: boolean) => {
    const template = await (isSeller ? sellerIndex() : buyerIndex());
    if (template === undefined) return reply.status(404).send(failBody(404, 'notFound', 'Not found'));
    let tenant = request.tenant;
    let page = template;
    // A page drawn with what only a signed-in buyer sees (the banners) is kept by no shared cache.
    let forOneBrowser = false;
    // The console's live preview: a staff user's preview token shows the brand draft on this page only.
    const previewToken = (request.query as Record<string, unknown> | undefined)?.[BRAND_PREVIEW_PARAM];
    const preview =
      tenant && !isSeller && typeof previewToken === 'string'
        ? await previewTenant(app.db, tenant, previewToken)
        : undefined;
    if (preview) tenant = preview;
    if (tenant) {
      const language = tenantLanguage(tenant);
      const pathname = request.url.split('?')[0];
      const wantsShell =
        !isSeller && !preview && !tenant.deactivated && (pathname === '/' || pathname === '/stock');
      const signedIn = wantsShell && request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined;
      const [version, i18n, banners] = await Promise.all([
        appVersion(),
        buildSaasI18n(app.db, { tenantId: tenant.id }, language),
        signedIn ? pageBanners(tenant.id, request.cookies[SIGNED_IN_HINT_COOKIE]) : undefined,
      ]);
      const config = preview
        ? { ...buildSaasConfig(tenant, version), brand_preview: true }
        : buildSaasConfig(tenant, version);
      const shell = signedIn ? renderStockShell({ config, i18n, language, banners }) : undefined;
      page = renderIndexHtml(template, {
        title: isSeller ? `${tenant.name} Seller Console` : tenant.siteTitle,
        favicon: tenantFavicon(tenant),
        language,
        bootData: { config, i18n, dictionaryVersion: SHIPPED_DICTIONARY_VERSION },
        shell,
      });
      // The drawn first screen's page asks for its code from one inline script, allowed by its hash alone.
      const policy = reply.getHeader('content-security-policy');
      if (shell && typeof policy === 'string') {
        reply.header(
          'content-security-policy',
          extendCsp(policy, { 'script-src': [CODE_LOADER_CSP_SOURCE] }),
        );
      }
      forOneBrowser = banners !== undefined;
    }
    return (
      reply
        .header(
          'cache-control',
          preview ? 'private, no-store' : forOneBrowser ? 'private, no-cache' : 'no-cache',
        )
        // The signed-in hint cookie decides whether /stock carries its drawn first screen.
        .header('vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(page)
    );
  };

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = opts.apiPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
    // Files that do not exist (a hashed asset of a build long gone) are real 404s, not the app shell.
    if (!isApi && request.method === 'GET' && !isMissingFile(url)) {
      return sendIndex(request, reply, url === '/seller' || url.startsWith('/seller/'));
    }
    return reply.status(404).send(failBody(404, 'notFound', 'Not found'));
  });
}
