// Types of scripts/chromium-args.mjs for playwright.config.ts.
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
