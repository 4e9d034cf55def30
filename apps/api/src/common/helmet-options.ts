/**
 * helmet as the whole API uses it (create-app, and the status hot path that sends the same
 * headers). The site's pages (served by the web layer) set their own Content-Security-Policy.
 */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
} as const;
