import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { absoluteSeoUrl, SEO_SOCIAL_META_TAGS } from '@app/shared/settings/seo-meta-tags';
import { errorBody } from './errors';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export const robotsTxt = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /public/api/',
  'Disallow: /my-account',
  'Disallow: /checkout',
  'Disallow: /cart',
  'Disallow: /delivery',
  'Disallow: /console',
  'Disallow: /auth/',
  '',
].join('\n');

const CONSOLE_PREFIX = '/console';

/** How long the shell's settings are reused: a settings change shows within this time. */
const SHELL_SETTINGS_TTL_MS = 10_000;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The built index.html with the title, description, Open Graph and Twitter tags of the settings
 * (HTML-escaped); empty settings leave the shell's own tags. The file on disk is never changed.
 */
export function renderShell({
  template,
  settings,
  origin,
}: {
  template: string;
  settings: Readonly<Record<string, string>>;
  origin: string;
}): string {
  let html = template;
  const title = settings.seoMetaTitle?.trim();
  if (title) html = html.replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(title)}</title>`);
  const description = settings.seoMetaDescription?.trim();
  const tags: string[] = [];
  if (description) {
    const tag = `<meta name="description" content="${escapeHtml(description)}" />`;
    const existing = /<meta\s+name="description"[^>]*>/i;
    if (existing.test(html)) html = html.replace(existing, () => tag);
    else tags.push(tag);
  }
  for (const spec of SEO_SOCIAL_META_TAGS) {
    const raw = settings[spec.setting]?.trim();
    if (!raw) continue;
    const content = spec.isUrl ? absoluteSeoUrl(raw, origin) : raw;
    tags.push(`<meta ${spec.attribute}="${spec.key}" content="${escapeHtml(content)}" />`);
  }
  if (tags.length === 0) return html;
  const block = tags.join('\n    ');
  // A function replacement, so `$` in a setting is never read as a replacement pattern.
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `    ${block}\n  </head>`);
  if (/<\/title>/i.test(html)) return html.replace(/<\/title>/i, (end) => `${end}${block}`);
  return `${block}${html}`;
}

function pathnameOf(url: string): string {
  return url.split('?')[0] ?? '/';
}

/** The operator console's own URL space: /console and everything under /console/. */
function isConsolePath(pathname: string): boolean {
  return pathname === CONSOLE_PREFIX || pathname.startsWith(`${CONSOLE_PREFIX}/`);
}

/** Paths the SPA must never answer with index.html: API calls and anything that names a file. */
function isSpaPath(url: string): boolean {
  const pathname = pathnameOf(url);
  if (pathname.startsWith('/public/') || pathname.startsWith('/assets/')) return false;
  if (pathname.startsWith(`${CONSOLE_PREFIX}/assets/`)) return false;
  if (['/version.json', '/healthz', '/readyz'].includes(pathname)) return false;
  return !path.posix.basename(pathname).includes('.');
}

/**
 * Serves the built customer PWA at / and the operator console (a separate Vite build with
 * `base: '/console/'`) at /console: hashed assets cached for a year, everything else revalidated,
 * a real robots.txt, and an SPA fallback for client routes only, each app to its own shell.
 * Unknown calls stay JSON 404s.
 */
export async function registerWebHosting(
  app: FastifyInstance,
  options: {
    webDist: string;
    consoleDist?: string;
    /** The public settings; by default this app's own get-settings route answers. */
    loadSettings?: () => Promise<Record<string, string>>;
    shellSettingsTtlMs?: number;
  },
) {
  const indexPath = path.join(options.webDist, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  const consoleDist = options.consoleDist ?? '';
  const hasConsoleBuild = consoleDist !== '' && fs.existsSync(path.join(consoleDist, 'index.html'));

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt),
  );

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      // Wildcard routing serves files added by a rebuild without a restart; missing ones reach the
      // not-found handler below.
      wildcard: true,
      index: false,
      // @fastify/static 10 passes the Fastify reply here.
      setHeaders: (reply, filePath) => {
        const relative = path.relative(options.webDist, filePath);
        reply.header(
          'cache-control',
          relative.startsWith(`assets${path.sep}`) ? HASHED_ASSET_CACHE : REVALIDATE,
        );
      },
    });
    app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
  } else {
    app.log.warn({ webDist: options.webDist }, 'web build not found: only the API is served');
  }

  if (hasConsoleBuild) {
    await app.register(fastifyStatic, {
      root: consoleDist,
      prefix: `${CONSOLE_PREFIX}/`,
      wildcard: true,
      index: false,
      // The first registration owns reply.sendFile; the console's shell passes its own root.
      decorateReply: !hasBuild,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(consoleDist, filePath);
        reply.header(
          'cache-control',
          relative.startsWith(`assets${path.sep}`) ? HASHED_ASSET_CACHE : REVALIDATE,
        );
      },
    });
    for (const url of [CONSOLE_PREFIX, `${CONSOLE_PREFIX}/`]) {
      app.get(url, { schema: { hide: true } }, (_request, reply) => sendConsoleIndex(reply));
    }
  }

  const loadSettings = options.loadSettings ?? (() => loadSettingsThroughRoute(app));
  const shellTtlMs = options.shellSettingsTtlMs ?? SHELL_SETTINGS_TTL_MS;
  let shellCache: {
    template: string;
    settings: Record<string, string>;
    expiresAt: number;
  } | null = null;

  /** The template and settings, re-read at most once per TTL (a rebuild or settings change). */
  async function shellSources() {
    if (shellCache && shellCache.expiresAt > Date.now()) return shellCache;
    const [template, settings] = await Promise.all([
      fs.promises.readFile(indexPath, 'utf8'),
      loadSettings().catch((error: unknown) => {
        app.log.warn({ err: error }, 'settings for the app shell unavailable; serving it as built');
        return {};
      }),
    ]);
    shellCache = { template, settings, expiresAt: Date.now() + shellTtlMs };
    return shellCache;
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const { template, settings } = await shellSources();
    const origin = `${request.protocol}://${request.host}`;
    return reply
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(renderShell({ template, settings, origin }));
  }

  function sendConsoleIndex(reply: FastifyReply) {
    return reply.header('cache-control', REVALIDATE).sendFile('index.html', consoleDist);
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && isSpaPath(request.url);
    if (isPageRequest && isConsolePath(pathnameOf(request.url))) {
      // Console routes get the console's shell, never the customer app's.
      if (hasConsoleBuild) return sendConsoleIndex(reply);
    } else if (isPageRequest && hasBuild) {
      return sendIndex(request, reply);
    }
    const pathname = request.url.split('?')[0];
    return reply
      .status(404)
      .send(errorBody('route.not_found', `Nothing here: ${request.method} ${pathname}`));
  });
}

async function loadSettingsThroughRoute(app: FastifyInstance): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/public/api/get-settings',
    headers: { 'content-type': 'application/json' },
    payload: '{}',
  });
  if (response.statusCode !== 200) throw new Error(`get-settings answered ${response.statusCode}`);
  const body = response.json<{ data?: Record<string, string> }>();
  return body.data ?? {};
}
