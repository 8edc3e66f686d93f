import { describe, expect, it } from 'vitest';
import { ALLOWED_UPLOAD_EXTENSIONS, extensionOf, MAX_UPLOAD_BYTES, sanitizeFileName, uploadProblem } from './upload-rules.js';

describe('upload rules (spec §5, §9)', () => {
  it('allows exactly the spec’s extensions and 31457280 bytes', () => {
    expect([...ALLOWED_UPLOAD_EXTENSIONS].sort()).toEqual(
      ['doc', 'docx', 'xls', 'xlsx', 'xlsm', 'odt', 'ods', 'pdf', 'rar', 'zip', 'tar', 'swf', 'jpg', 'jpeg', 'png', 'gif', 'ppt', 'pptx', 'pst', 'eml', 'msg', 'csv', 'webp'].sort(),
    );
    expect(MAX_UPLOAD_BYTES).toBe(31457280);
  });

  it('replaces single quotes by underscores', () => {
    expect(sanitizeFileName("l'usine d'Alma.pdf")).toBe('l_usine d_Alma.pdf');
    expect(sanitizeFileName('  rapport 2021.pdf ')).toBe('rapport 2021.pdf');
  });

  it('refuses a name holding a folder, with either separator', () => {
    expect(sanitizeFileName('../../etc/passwd.csv')).toBeNull();
    expect(sanitizeFileName('C:\\Users\\me\\report.xlsx')).toBeNull();
    expect(sanitizeFileName('/report.pdf')).toBeNull();
  });

  it('refuses control characters, bidirectional overrides and empty names', () => {
    expect(sanitizeFileName('report\u0000.pdf')).toBeNull();
    expect(sanitizeFileName('line\nbreak.pdf')).toBeNull();
    expect(sanitizeFileName('invoice\u202Efdp.exe')).toBeNull();
    expect(sanitizeFileName('   ')).toBeNull();
    expect(sanitizeFileName('x'.repeat(252) + '.pdf')).toBeNull();
    expect(sanitizeFileName('..')).toBeNull();
  });

  it('reads the extension case-insensitively, and a leading dot is not one', () => {
    expect(extensionOf('Photo.JPG')).toBe('jpg');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('.csv')).toBe('');
    expect(extensionOf('README')).toBe('');
  });

  it('says what is wrong with a file before it is sent', () => {
    expect(uploadProblem({ name: 'data.csv', size: 10 })).toBeNull();
    expect(uploadProblem({ name: 'data.exe', size: 10 })).toBe('EXTENSION_NOT_ALLOWED');
    expect(uploadProblem({ name: 'data.pdf', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(uploadProblem({ name: 'data.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe('FILE_TOO_LARGE');
    expect(uploadProblem({ name: 'bad\u0007.pdf', size: 1 })).toBe('INVALID_FILE_NAME');
    expect(uploadProblem({ name: 'photo.pdf', size: 1 }, ['png'])).toBe('EXTENSION_NOT_ALLOWED');
  });
});
