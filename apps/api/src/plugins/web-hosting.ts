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
  'Disallow: /auth/',
  '',
].join('\n');

/** Paths the SPA must never answer with index.html: API calls and anything that names a file. */
function isSpaPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (pathname.startsWith('/public/') || pathname.startsWith('/assets/')) return false;
  if (pathname === '/version.json' || pathname === '/healthz') return false;
  return !path.posix.basename(pathname).includes('.');
}

/**
 * Serves the built customer PWA: hashed assets cached for a year, everything else revalidated,
 * a real robots.txt, and an SPA fallback for client routes only. Unknown calls stay JSON 404s.
 */
export async function registerWebHosting(app: FastifyInstance, options: { webDist: string }) {
  const indexPath = path.join(options.webDist, 'index.html');
  const hasBuild = fs.existsSync(indexPath);

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

  function sendIndex(reply: FastifyReply) {
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (
      hasBuild &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      isSpaPath(request.url)
    ) {
      return sendIndex(reply);
    }
    const pathname = request.url.split('?')[0];
    return reply
      .status(404)
      .send(errorBody('route.not_found', `Nothing here: ${request.method} ${pathname}`));
  });
}
