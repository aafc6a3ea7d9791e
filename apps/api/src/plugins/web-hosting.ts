import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
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
  if (pathname === '/version.json' || pathname === '/healthz') return false;
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
  options: { webDist: string; consoleDist?: string },
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
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
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

  function sendIndex(reply: FastifyReply) {
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
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
      return sendIndex(reply);
    }
    const pathname = request.url.split('?')[0];
    return reply
      .status(404)
      .send(errorBody('route.not_found', `Nothing here: ${request.method} ${pathname}`));
  });
}
