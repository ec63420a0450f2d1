/**
 * No-script form posts: pages cannot carry the visitor's crumb (they are shared by all
 * visitors), so only a same-origin post is taken; a refused post answers a small page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../shared/html';

/** True when the browser says the post came from a page of this same site. */
export function isSameOriginPost(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/** What a refused form post answers: the spec's alert title, the reason, and the way back. */
export interface FormRefusal {
  title: string;
  message: string;
  back: string;
  backText: string;
}

/** A small page standing in for the island's alert when a no-script form post is refused. */
export function sendFormRefusal(reply: FastifyReply, status: number, refusal: FormRefusal): FastifyReply {
  const title = escapeHtml(refusal.title);
  const html =
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${title}</title></head><body><main>` +
    `<h1>${title}</h1><p>${escapeHtml(refusal.message)}</p><p><a href="${escapeHtml(refusal.back)}">${escapeHtml(refusal.backText)}</a></p></main></body></html>`;
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}
