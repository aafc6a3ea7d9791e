import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webAppManifestSchema, type WebAppManifest } from '@app/shared/settings/settings.schemas';
import type { Database } from '../../db/client';
import { getPublicSettings } from './settings.repository';

/** The built-in icons (apps/web/public/icons), used when a setting is absent or blank. */
const DEFAULT_ICONS = {
  pwaIcon192: '/icons/icon-192.png',
  pwaIcon512: '/icons/icon-512.png',
  pwaIconMaskable: '/icons/icon-maskable-512.png',
} as const;

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

function imageTypeOf(src: string): string {
  const extension = src.split('?')[0]?.split('.').pop()?.toLowerCase() ?? '';
  return IMAGE_TYPES[extension] ?? 'image/png';
}

function pick(settings: Record<string, string>, key: string, fallback: string): string {
  const value = settings[key]?.trim();
  return value ? value : fallback;
}

/** The web app manifest from the public settings: the operator's name, colour and icons. */
export function buildWebAppManifest(settings: Record<string, string>): WebAppManifest {
  const name = pick(settings, 'storeName', 'Swiftbite');
  const description = settings.seoMetaDescription?.trim();
  const icon = (key: keyof typeof DEFAULT_ICONS, sizes: string, purpose: 'any' | 'maskable') => {
    const src = pick(settings, key, DEFAULT_ICONS[key]);
    return { src, sizes, type: imageTypeOf(src), purpose };
  };
  return {
    id: '/',
    name,
    short_name: name,
    ...(description ? { description } : {}),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: pick(settings, 'storeColor', '#fc8019'),
    background_color: '#ffffff',
    icons: [
      icon('pwaIcon192', '192x192', 'any'),
      icon('pwaIcon512', '512x512', 'any'),
      icon('pwaIconMaskable', '512x512', 'maskable'),
    ],
  };
}

export const manifestRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/manifest.webmanifest',
    {
      schema: {
        tags: ['settings'],
        summary: 'Web app manifest built from the public settings (name, colour, icons)',
        response: { 200: webAppManifestSchema },
      },
    },
    async (_request, reply) => {
      // Revalidated on every load so an operator's new name or icons reach installed apps.
      reply.type('application/manifest+json').header('cache-control', 'no-cache');
      return buildWebAppManifest(await getPublicSettings({ db }));
    },
  );
};
