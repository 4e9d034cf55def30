/**
 * helmet as the whole API uses it (create-app, and the status hot path that sends the same
 * headers). The site's pages (served by the web layer) set their own Content-Security-Policy.
 */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
} as const;

/**
 * The site's Content-Security-Policy for the OpenAPI page at /api/docs (swagger-ui loads its
 * scripts and styles from our own origin; nothing inline or eval'd runs).
 */
export const DOCS_CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
} as const;

export const DOCS_HELMET_OPTIONS = {
  ...HELMET_OPTIONS,
  contentSecurityPolicy: DOCS_CONTENT_SECURITY_POLICY,
} as const;
