/**
 * A change's answer leaves only once the cluster's other workers have dropped what it made
 * stale (sibling-workers.ts): the owner who saved, or the shopper whose order sold the last
 * unit, then never gets an older page from another worker on their next request. Only changes
 * sent while the request ran are waited for; with none on its way (every page view, as a rule)
 * the answer goes at once. Outside a cluster nothing is ever on its way.
 */
import type { FastifyInstance } from 'fastify';
import type { EventRelay } from '../event-relay';

declare module 'fastify' {
  interface FastifyRequest {
    /** The relay's count of changes sent to sibling workers when this request arrived. */
    siblingMark: number;
  }
}

export function holdAnswersUntilSiblingsKnow(app: FastifyInstance, relay: Pick<EventRelay, 'mark' | 'settledSince'>): void {
  app.decorateRequest('siblingMark', 0);
  app.addHook('onRequest', (request, _reply, done) => {
    request.siblingMark = relay.mark();
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    const wait = relay.settledSince(request.siblingMark);
    if (wait === null) done(null, payload);
    else void wait.then(() => done(null, payload));
  });
}
