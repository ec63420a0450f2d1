/**
 * The forms calls in the API reference (FORM-10, FORM-29, FORM-39, FORM-41, GAP-73): every
 * descriptor the form block and the editor's form builder call through names a documented
 * route with its answer schema and its input, and the CSV export is documented too.
 */
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { adminFormEndpoints, formEndpoints } from '../../../shared/api/forms-endpoints';

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describeDatabase('the forms calls in the API reference', (db) => {
  let app: FastifyInstance;
  let document: OpenAPIV3_1.Document;

  beforeAll(async () => {
    app = await createTestApp(db());
    document = (await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: 'forms-contract.localhost' } })).json();
  });
  afterAll(() => app.close());

  it('FORM-29 FORM-39 FORM-41 GAP-73 each descriptor names a documented call with its success schema, parameters and body', () => {
    for (const endpoint of [...Object.values(formEndpoints), ...Object.values(adminFormEndpoints)]) {
      const label = `${endpoint.method} ${endpoint.path}`;
      const operation = document.paths?.[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase() as 'get'];
      expect(operation, label).toBeDefined();
      const ok = (operation!.responses?.['200'] ?? operation!.responses?.['201']) as OpenAPIV3_1.ResponseObject | undefined;
      const schema = ok?.content?.['application/json']?.schema as Record<string, unknown> | undefined;
      expect(schema !== undefined && Object.keys(schema).length > 0, label).toBe(true);
      if (endpoint.path.includes(':')) expect(operation!.parameters?.length, label).toBeGreaterThan(0);
      if (endpoint.method === 'POST' || endpoint.method === 'PUT') {
        if (endpoint !== formEndpoints.submissionKey) expect(operation!.requestBody, label).toBeDefined();
      }
    }
    for (const name of ['OwnerForm', 'FormField', 'FormSummary', 'FormSubmission']) expect(document.components?.schemas?.[name], name).toBeDefined();
  });

  it('FORM-10 GAP-73 the template schema call and the CSV export are documented', () => {
    expect(document.paths?.['/api/template/GetTemplateSchema']?.get?.parameters?.map((p) => (p as OpenAPIV3_1.ParameterObject).name)).toContain('type');
    expect(document.paths?.['/api/admin/forms/{formId}/submissions.csv']?.get).toBeDefined();
  });
});
