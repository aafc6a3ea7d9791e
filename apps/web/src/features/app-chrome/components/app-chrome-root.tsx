/**
 * GDPR banner, install prompts, push-permission and in-app notification dialogs, analytics and
 * SEO meta: loaded after the page is interactive (RootLayout). Placeholder until issue 7's work lands.
 */
export function AppChromeRoot() {
  return null;
}
