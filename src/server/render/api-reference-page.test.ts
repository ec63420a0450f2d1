import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { apiReferenceHtml, schemaSummary } from './api-reference-page';

const HOSTILE = '<script>alert(1)</script>';

describe('the API reference page', () => {
  it('escapes every value taken from the document', () => {
    const document: OpenAPIV3_1.Document & { 'x-error-catalog': { code: string; status: number; message: string }[] } = {
      openapi: '3.1.0',
      info: { title: `T ${HOSTILE}`, version: '1', description: HOSTILE },
      paths: {
        [`/api/x/${HOSTILE}`]: {
          get: {
            tags: [HOSTILE],
            security: [{ [HOSTILE]: [] }],
            parameters: [{ name: HOSTILE, in: 'query', schema: { type: 'string' } }],
            responses: { '200': { description: HOSTILE, content: { 'application/json': { schema: { type: 'object', properties: { [HOSTILE]: { type: 'string' } } } } } } },
          },
        },
      },
      'x-error-catalog': [{ code: HOSTILE, status: 400, message: HOSTILE }],
    };
    const html = apiReferenceHtml(document);
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('summarises schemas: named components, objects with optional fields, arrays, enums', () => {
    expect(schemaSummary({ $ref: '#/components/schemas/ShoppingCart' })).toBe('ShoppingCart');
    expect(schemaSummary({ type: 'object', required: ['a'], properties: { a: { type: 'string' }, b: { type: 'array', items: { $ref: '#/components/schemas/Money' } } } })).toBe('{ a: string, b?: array of Money }');
    expect(schemaSummary({ type: 'string', enum: ['true', 'false'] })).toBe('"true" | "false"');
    expect(schemaSummary(undefined)).toBe('—');
  });
});
