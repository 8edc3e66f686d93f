import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { TestAgent } from '../../test/test-agent.js';
import { INDICATORS_API, signedIn, visitor } from './test-indicators.seed.js';

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin@example.org');
});
afterAll(() => t.close());

const annotationsOf = (key: string) => `${INDICATORS_API}/${key}/annotations`;
const note = (period: string | null, en: string | null, fr: string | null = null) => ({ annotation: { period, text: { en, fr } } });

describe('annotations of an indicator', () => {
  it('are written sanitised by an annotator and read by any visitor, by period then in the order written', async () => {
    const created = await admin.post(annotationsOf('emissions_ges'), note('2021', '<p>New potline <img src=x onerror=alert(1)>started</p>', '<p>Nouvelle série</p>'));
    expect(created.statusCode).toBe(201);
    const annotation = created.json().annotation;
    expect(annotation).toMatchObject({ period: '2021', text: { en: '<p>New potline started</p>', fr: '<p>Nouvelle série</p>' } });
    expect(Date.parse(annotation.created_at)).not.toBeNaN();
    await admin.post(annotationsOf('emissions_ges'), note('2019', '<p>Older</p>'));
    await admin.post(annotationsOf('emissions_ges'), note(null, null, '<p>Toutes les années</p>'));

    const reader = await visitor(t);
    const listed = (await reader.get(annotationsOf('emissions_ges'))).json().annotations;
    expect(listed.map((item: { period: string | null }) => item.period)).toEqual([null, '2019', '2021']);
    expect((await reader.get(`${annotationsOf('emissions_ges')}/${annotation.id}`)).json().annotation).toEqual(annotation);
    // The indicator shows them too.
    expect((await reader.get(`${INDICATORS_API}/emissions_ges`)).json().indicator.annotations).toEqual(listed);
  });

  it('are changed and deleted by an annotator', async () => {
    const { id } = (await admin.post(annotationsOf('hap'), note('2020', '<p>Draft</p>'))).json().annotation;
    const updated = await admin.put(`${annotationsOf('hap')}/${id}`, note('2021', '<p>Final</p>', '<p>Définitif</p>'));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().annotation).toMatchObject({ id, period: '2021', text: { en: '<p>Final</p>', fr: '<p>Définitif</p>' } });
    const deleted = await admin.delete(`${annotationsOf('hap')}/${id}`);
    expect(deleted.json()).toEqual({ id });
    expect((await admin.get(`${annotationsOf('hap')}/${id}`)).statusCode).toBe(404);
    expect((await admin.delete(`${annotationsOf('hap')}/${id}`)).statusCode).toBe(404);
  });

  it('need some text in at least one language (422), and a four-digit year', async () => {
    const blank = await admin.post(annotationsOf('hap'), note('2021', '<p> </p>', '<script>x()</script>'));
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ code: 'INVALID_RECORD', details: { text: [{ error: 'BLANK' }] } });
    const badYear = await admin.post(annotationsOf('hap'), note('21', '<p>Text</p>'));
    expect(badYear.statusCode).toBe(422);
    expect((await admin.get(annotationsOf('hap'))).json().annotations).toEqual([]);
  });

  it("are not found through another indicator's address, nor on an unknown indicator", async () => {
    const { id } = (await admin.post(annotationsOf('formation_heures'), note('2021', '<p>Mine</p>'))).json().annotation;
    const elsewhere = `${annotationsOf('hap')}/${id}`;
    expect((await admin.get(elsewhere)).statusCode).toBe(404);
    expect((await admin.put(elsewhere, note('2021', '<p>Hijacked</p>'))).statusCode).toBe(404);
    expect((await admin.delete(elsewhere)).statusCode).toBe(404);
    expect((await admin.get(`${annotationsOf('formation_heures')}/${id}`)).json().annotation.text.en).toBe('<p>Mine</p>');
    expect((await admin.get(annotationsOf('no_such_indicator'))).json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('are written by annotators only: 403 for an approver, 401 for a visitor', async () => {
    const approver = await signedIn(t, 'approver@example.org');
    expect((await approver.post(annotationsOf('hap'), note('2021', '<p>No</p>'))).statusCode).toBe(403);
    const { id } = (await admin.post(annotationsOf('hap'), note('2021', '<p>Kept</p>'))).json().annotation;
    expect((await approver.put(`${annotationsOf('hap')}/${id}`, note('2021', '<p>No</p>'))).statusCode).toBe(403);
    expect((await approver.delete(`${annotationsOf('hap')}/${id}`)).statusCode).toBe(403);
    const anonymous = await visitor(t);
    expect((await anonymous.post(annotationsOf('hap'), note('2021', '<p>No</p>'))).statusCode).toBe(401);
    expect((await anonymous.delete(`${annotationsOf('hap')}/${id}`)).statusCode).toBe(401);
    expect((await anonymous.get(`${annotationsOf('hap')}/${id}`)).json().annotation.text.en).toBe('<p>Kept</p>');
  });
});
