/**
 * The app on a real loopback port, for tests of what only a real connection goes through
 * (the page fast lane sits in front of Fastify's handler; `app.inject` never reaches it).
 */
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface LoopbackResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
}

export interface Loopback {
  get(url: string, headers?: Record<string, string>, method?: 'GET' | 'HEAD'): Promise<LoopbackResponse>;
}

/** Listens on 127.0.0.1 (a free port); closing the app closes the port. */
export async function listenOnLoopback(app: FastifyInstance): Promise<Loopback> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    get: (url, headers = {}, method = 'GET') =>
      new Promise((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: url, method, headers, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const rawPayload = Buffer.concat(chunks);
            resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, rawPayload, body: rawPayload.toString('utf8') });
          });
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end();
      }),
  };
}
