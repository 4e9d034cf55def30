import { RequestMethod } from '@nestjs/common';
import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import request from 'supertest';
import { PUBLIC_ACCESS, type PublicOptions } from '../src/auth/access';
import { API_PREFIX } from '../src/create-app';
import { type TestApp, useTestApp } from './test-app';

interface Route {
  method: string;
  /** As registered: `/api/v1/events/:id`. */
  path: string;
  /** What the test requests. */
  url: string;
  access: PublicOptions | undefined;
}

/** Every handler of every controller the app registered, with its method, path and @Public(). */
function registeredRoutes(api: TestApp): Route[] {
  const discovery = new DiscoveryService(api.app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const routes: Route[] = [];
  for (const wrapper of discovery.getControllers()) {
    const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!type) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, type) ?? '');
    for (const name of scanner.getAllMethodNames(type.prototype)) {
      const handler = (type.prototype as Record<string, () => unknown>)[name];
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (paths === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      // A handler may serve several paths (`@Get(['', 'ready'])`): each is a route of its own.
      for (const path of [paths].flat()) {
        const full = [base === '' || base.startsWith('static') ? '' : API_PREFIX, base, path]
          .filter((part) => part && part !== '/')
          .join('/');
        routes.push({
          method,
          path: `/${full}`,
          // Any value will do for a parameter: the guard answers before any pipe reads it.
          url: `/${full}`.replace(/:\w+/g, '1'),
          access: reflector.getAllAndOverride<PublicOptions | undefined>(PUBLIC_ACCESS, [
            handler,
            type,
          ]),
        });
      }
    }
  }
  return routes;
}

const send = (api: TestApp, route: Route) =>
  request(api.url)[route.method.toLowerCase() as 'get'](route.url);

describe('deny by default: every route needs a token unless it says @Public()', () => {
  const api = useTestApp();
  let routes: Route[];
  beforeAll(async () => {
    routes = registeredRoutes(api);
  });

  it('finds every route Express serves', () => {
    const { stack } = (
      api.app.getHttpAdapter().getInstance() as {
        router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
      }
    ).router;
    // One method each: the catch-all layers (every method) are Nest's not-found answers. The
    // OpenAPI page (/api/docs) is Swagger's own, public on purpose, and no controller's.
    const served = stack.flatMap(({ route }) => {
      const methods = Object.keys(route?.methods ?? {});
      return route && methods.length === 1 && !route.path.startsWith('/api/docs')
        ? [`${methods[0].toUpperCase()} ${route.path}`]
        : [];
    });
    const walked = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(walked)).toEqual(new Set(served));
    expect(walked.length).toBeGreaterThan(60);
  });

  it('answers 401 without a token on every route that is not @Public()', async () => {
    const open: string[] = [];
    for (const route of routes.filter((one) => !one.access)) {
      const res = await send(api, route);
      if (
        res.status !== 401 ||
        res.body.message !== 'Sign-in required: send an Authorization: Bearer token.'
      )
        open.push(`${route.method} ${route.url} answered ${res.status}`);
    }
    expect(open).toEqual([]);
  });

  it('answers without a token, and ignores a token it does not need, on every @Public() route', async () => {
    const closed: string[] = [];
    for (const route of routes.filter((one) => one.access)) {
      const bare = await send(api, route);
      if (bare.status === 401) closed.push(`${route.method} ${route.url} answered 401`);
      if (route.access?.tokenWhen) continue;
      const withBadToken = await send(api, route).auth('not-a-token', { type: 'bearer' });
      if (withBadToken.status === 401)
        closed.push(`${route.method} ${route.url} refused a token it does not need`);
    }
    expect(closed).toEqual([]);
  });

  it('asks for the token on a public read only where staff see more', async () => {
    for (const path of [
      '/api/v1/events?scope=all',
      '/api/v1/events/1/details',
      '/static/event_images/1',
    ])
      await request(api.url).get(path).auth('not-a-token', { type: 'bearer' }).expect(401);
    await request(api.url).get('/api/v1/events?scope=all').expect(401);
    await request(api.url).get('/api/v1/events?scope=every').expect(400);
  });
});
