/** Liveness and readiness for load balancers and orchestrators. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';

export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = await database.ping();
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database: database.engine });
  });
}
