/**
 * An endpoint descriptor: a call's method and path, with the types of what it takes and
 * answers carried only at compile time. Descriptors hold no schema, so browser code can use
 * them without bundling zod; the server declares the zod schemas the types come from, and a
 * test checks every descriptor names a registered route.
 */
import type { z } from 'zod';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface Endpoint<Params, Query, Body, Answer> {
  readonly method: HttpMethod;
  /** Fastify's pattern: `:name` segments are filled from `params`. */
  readonly path: string;
  /** Never set: holds the types for callers. */
  readonly types?: { params: Params; query: Query; body: Body; answer: Answer };
}

export type ParamsOf<E> = E extends Endpoint<infer P, unknown, unknown, unknown> ? P : never;
export type QueryOf<E> = E extends Endpoint<unknown, infer Q, unknown, unknown> ? Q : never;
export type BodyOf<E> = E extends Endpoint<unknown, unknown, infer B, unknown> ? B : never;
export type AnswerOf<E> = E extends Endpoint<unknown, unknown, unknown, infer A> ? A : never;

/** Declares an endpoint; `None` for a part it does not take. */
export function endpoint<Params = None, Query = None, Body = None, Answer = unknown>(method: HttpMethod, path: string): Endpoint<Params, Query, Body, Answer> {
  return { method, path };
}
export type None = undefined;

/** `path` with each `:name` replaced by its encoded parameter. */
export function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * A call's input as its caller writes it: the schema's input type, without the index signature
 * a loose object adds (callers name the fields the contract knows).
 */
export type In<S extends z.ZodType> = Known<z.input<S>>;
type Known<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };
