/**
 * Domain events inside one process: modules announce changes (a site's content changed, an
 * order was placed) and others react (the page snapshot is dropped, an email is queued).
 * Handlers run after the emitter's work; a failing handler is reported, never thrown back.
 * Other processes on the same database hear the site events too (src/server/event-relay.ts).
 */

export type DomainEvent =
  /**
   * Something of the site changed. `site`: its own record did (title, locale, currency, time
   * zone, settings, styles, domains), which the host index keeps; without it, only what the site
   * holds (pages, products, stock, prices, media, rules), the far more frequent case.
   * `stock`: only these variants' stock changed, to these levels (an order, an owner's count):
   * what keeps a copy of the site may update it in place instead of reading it all again.
   */
  | { type: 'site.changed'; websiteId: string; site?: true; stock?: StockLevels }
  | { type: 'site.created'; websiteId: string }
  | { type: 'site.deleted'; websiteId: string }
  /**
   * Other processes' events may have been missed (the connection that carries them dropped):
   * anything kept from the database must be read again.
   */
  | { type: 'events.missed' };

/**
 * Variants' stock levels by variant id, as a stock change leaves them; `seq` orders the changes
 * of one variant (its history entry's), so a copy never takes an older level after a newer one.
 */
export type StockLevels = Record<string, { qtyInStock: number; unlimited: boolean; seq: number }>;

export type EventType = DomainEvent['type'];
type Handler<T extends EventType> = (event: Extract<DomainEvent, { type: T }>) => void | Promise<void>;

export interface EventBus {
  emit(event: DomainEvent): void;
  on<T extends EventType>(type: T, handler: Handler<T>): () => void;
}

/** An in-process bus; `onError` receives handler failures. */
export function createEventBus(onError: (error: unknown, event: DomainEvent) => void = () => {}): EventBus {
  type AnyHandler = (event: DomainEvent) => void | Promise<void>;
  const handlers = new Map<EventType, Set<AnyHandler>>();
  return {
    emit(event) {
      for (const handler of handlers.get(event.type) ?? []) {
        try {
          const result = handler(event);
          if (result instanceof Promise) result.catch((e: unknown) => onError(e, event));
        } catch (e) {
          onError(e, event);
        }
      }
    },
    on(type, handler) {
      let set = handlers.get(type);
      if (set === undefined) handlers.set(type, (set = new Set()));
      const h = handler as unknown as AnyHandler;
      set.add(h);
      return () => set.delete(h);
    },
  };
}
