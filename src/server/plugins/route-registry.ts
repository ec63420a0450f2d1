/**
 * A list of every route the app registers (method and URL pattern), collected as they are
 * added. Tests walk it: the isolation test calls every `/api/admin/` route, including routes
 * added later, without anyone keeping a list by hand.
 */
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far, one entry per method. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Starts collecting; call before registering any route. */
export function registerRouteRegistry(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method: String(method), url: route.url });
  });
}
