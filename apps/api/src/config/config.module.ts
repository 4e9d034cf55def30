/** Injection token of the validated AppConfig (provided in app.module.ts). */
export const APP_CONFIG = Symbol('APP_CONFIG');
