/**
 * Where the request log goes. Logs stay on by default (`LOG_LEVEL`, default info), and the
 * lines are written asynchronously: pino's destination buffers them (up to LOG_BUFFER_BYTES)
 * and writes in the background, so a busy page never waits on the terminal or a log pipe
 * (issue 15 §6; figures in docs/decisions.md). What is still buffered is written when the app
 * closes and when the process exits, a crash included. `STOA_LOG_SYNC=1` writes each line
 * before the request goes on (debugging a crash that kills the process outright).
 */
import pino, { type DestinationStream } from 'pino';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Lines are gathered up to this many bytes before a write (one write per few dozen requests). */
export const LOG_BUFFER_BYTES = 4096;

type Destination = ReturnType<typeof pino.destination>;

/** One destination per target and mode for the process: apps built again share it (one exit hook each). */
const destinations = new Map<string, Destination>();

function flushQuietly(destination: Destination): void {
  try {
    destination.flushSync();
  } catch {
    // Not open yet or already closed: nothing buffered can be written.
  }
}

/** The destination for `target` (1 = stdout, or a file path), created on first use. */
export function logDestination(target: number | string, sync: boolean): Destination {
  const key = `${String(target)}|${sync ? 'sync' : 'async'}`;
  let destination = destinations.get(key);
  if (destination === undefined) {
    destination = pino.destination({ dest: target, sync, minLength: sync ? 0 : LOG_BUFFER_BYTES });
    destinations.set(key, destination);
    const created = destination;
    // A fatal exit (process.exit after an uncaught error) still writes what the buffer holds.
    process.on('exit', () => flushQuietly(created));
  }
  return destination;
}

export interface RequestLog {
  /** Fastify's `logger` option: false when the level is silent. */
  logger: false | { level: Config['logLevel']; stream: DestinationStream };
  /** Writes what is buffered now (the app's onClose). */
  flush(): void;
}

/** The request log for a configuration; `target` is stdout unless a test names a file. */
export function requestLog(config: Pick<Config, 'logLevel' | 'logSync'>, target: number | string = 1): RequestLog {
  if (config.logLevel === 'silent') return { logger: false, flush: () => {} };
  const destination = logDestination(target, config.logSync);
  return { logger: { level: config.logLevel, stream: destination }, flush: () => flushQuietly(destination) };
}

/**
 * One line per answered request, 'request completed' (or 'request errored'), with the request
 * (method, URL, host, client address and port), the status and the time taken, under the
 * request's id. Fastify's default writes two lines a request, one on arrival: twice the
 * logging for the same facts. The page fast lane (page-fast-lane.ts) writes this same line.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
