import { describe, expect, it } from 'vitest';
import { filesAfterDelete, filesAfterUpload, INITIAL_STATUS, isReady, nextStatus, type UploaderFile } from './uploader-state';

const file = (oid: string): UploaderFile => ({ oid, name: `${oid}.pdf`, url: `/api/files/${oid}` });

describe('uploader state (spec §4)', () => {
  it('appends the new files in multiple mode', () => {
    expect(filesAfterUpload([file('a')], { id: 'docs', files: [file('b'), file('c')] }, { id: 'docs', multiple: true })).toEqual([file('a'), file('b'), file('c')]);
  });

  it('replaces the list with the first new file in single mode', () => {
    expect(filesAfterUpload([file('a'), file('b')], { id: 'docs', files: [file('c'), file('d')] }, { id: 'docs', multiple: false })).toEqual([file('c')]);
  });

  it('ignores a batch sent for another uploader', () => {
    const files = [file('a')];
    expect(filesAfterUpload(files, { id: 'other', files: [file('b')] }, { id: 'docs', multiple: true })).toBe(files);
  });

  it('deletes by oid', () => {
    expect(filesAfterDelete([file('a'), file('b')], 'a')).toEqual([file('b')]);
  });

  it('counts the remaining uploads and is ready only when none runs and the last did not fail', () => {
    let status = nextStatus(nextStatus(INITIAL_STATUS, 'started'), 'started');
    expect(status).toEqual({ loader: 'ready', remaining: 2 });
    expect(isReady(status)).toBe(false);
    status = nextStatus(status, 'failed');
    expect(status).toEqual({ loader: 'failed', remaining: 1 });
    status = nextStatus(status, 'succeeded');
    expect(status).toEqual({ loader: 'ready', remaining: 0 });
    expect(isReady(status)).toBe(true);
    expect(isReady(nextStatus(status, 'failed'))).toBe(false);
  });
});
