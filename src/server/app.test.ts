import { expect, it } from 'vitest';
import { describeDatabase } from '../../test/support/database';
import { createTestApp } from '../../test/support/app';

describeDatabase('server basics', (db) => {
  it('answers /healthz and /readyz with the engine', async () => {
    const app = await createTestApp(db());
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
    expect(ready.headers['x-request-id']).toBeTruthy();
    await app.close();
  });

  it('answers unknown paths with the catalogue 404 shape', async () => {
    const app = await createTestApp(db());
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Not found.' });
    await app.close();
  });
});
