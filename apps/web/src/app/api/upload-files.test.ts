import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { filesContract } from '@platform/shared/files/files.contract';
import type * as UploadModule from './upload-files';

let uploadFiles: typeof UploadModule.uploadFiles;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const upload = (files: File[]) => uploadFiles<typeof filesContract.uploadAttachments>('POST /ckeditor/attachment_files', files);

beforeEach(async () => {
  vi.resetModules();
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  ({ uploadFiles } = await import('./upload-files'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('uploadFiles', () => {
  it('posts the files as multipart, the token as header and as authenticity_token before the files', async () => {
    fetchMock.mockResolvedValueOnce(json({ files: [{ oid: 'x' }] }, 201));
    const file = new File(['%PDF'], 'report.pdf', { type: 'application/pdf' });
    await expect(upload([file])).resolves.toEqual({ files: [{ oid: 'x' }] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/ckeditor/attachment_files');
    expect(init!.method).toBe('POST');
    expect(init!.credentials).toBe('include');
    expect(init!.headers).toEqual({ accept: 'application/json', 'x-csrf-token': 'page-token' });
    const form = init!.body as FormData;
    expect([...form.keys()]).toEqual(['authenticity_token', 'responseType', 'upload']);
    expect(form.get('authenticity_token')).toBe('page-token');
    expect((form.get('upload') as File).name).toBe('report.pdf');
  });

  it('throws the server’s refusal as an ApiError with its code', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 'EXTENSION_NOT_ALLOWED', feedback: 'no' }, 422));
    await expect(upload([new File(['x'], 'a.pdf')])).rejects.toMatchObject({ status: 422, code: 'EXTENSION_NOT_ALLOWED' });
  });

  it('fetches a fresh token and retries once when the token was stale', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ code: 'INVALID_CSRF_TOKEN', feedback: 'stale' }, 403))
      .mockResolvedValueOnce(json({ profile: null, csrf_token: 'fresh-token' }))
      .mockResolvedValueOnce(json({ files: [] }, 201));
    await expect(upload([new File(['x'], 'a.pdf')])).resolves.toEqual({ files: [] });
    const retried = fetchMock.mock.calls[2]![1]!;
    expect((retried.headers as Record<string, string>)['x-csrf-token']).toBe('fresh-token');
    expect((retried.body as FormData).get('authenticity_token')).toBe('fresh-token');
  });
});
