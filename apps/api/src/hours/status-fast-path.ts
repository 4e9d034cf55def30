import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import helmet from 'helmet';
import { API_CONTENT_SECURITY_POLICY } from '../web/content-security-policy';
import { HoursStatusService } from './hours-status.service';

export const STATUS_PATH = '/api/v1/hours/status';

/**
 * GET /api/v1/hours/status (no query) is requested on every page view. Nest + Express spend
 * ~0.3 ms of CPU per request on routing, middleware and interceptors, ten times the work of the
 * answer itself, so this one request is answered before Express sees it, from the same service
 * and with the same security headers helmet sets everywhere else. Anything else (`?at=`, other
 * methods, any error) goes through the normal Nest pipeline unchanged.
 */
export function installStatusFastPath(app: INestApplication): void {
  const server = app.getHttpServer() as Server;
  const [expressHandler, ...others] = server.listeners('request') as RequestListener[];
  if (!expressHandler || others.length > 0) return; // not the setup we know: stay on the normal path
  const status = app.get(HoursStatusService);
  const headers = {
    ...helmetHeaders(),
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  };

  server.removeListener('request', expressHandler);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url !== STATUS_PATH || (req.method !== 'GET' && req.method !== 'HEAD'))
      return expressHandler(req, res);
    status.statusAt(new Date()).then(
      (answer) => {
        const body = JSON.stringify(answer);
        res.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(body) });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      // e.g. the database is down and nothing is cached: let the normal pipeline answer.
      () => expressHandler(req, res),
    );
  });
}

/** The headers helmet (configured as in create-app) puts on every response, captured once. */
function helmetHeaders(): Record<string, string> {
  const captured: Record<string, string> = {};
  const fakeRes = {
    setHeader: (name: string, value: unknown) =>
      void (captured[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete captured[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)(
    {} as IncomingMessage,
    fakeRes as unknown as ServerResponse,
    () => undefined,
  );
  return captured;
}

/** The site's pages (served by the web layer) set their own policy; the API only sends JSON. */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
} as const;
