// Types of scripts/bundle-separation.mjs for the web build's config and the unit test.
import type { Plugin } from 'vite';

export const CONSOLE_ONLY_SOURCES: string[];
export const CONSOLE_MARKERS: string[];
export function forbidConsoleModules(): Plugin;
export function findMarkers(folder: string): Record<string, string[]>;
