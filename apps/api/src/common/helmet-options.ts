/** helmet as the whole API uses it; the site's pages set their own Content-Security-Policy. */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
} as const;

/** The OpenAPI page's policy: swagger-ui's scripts and styles from our origin, nothing inline. */
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
