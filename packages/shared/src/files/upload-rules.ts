/**
 * What an upload may be (spec §5, §9), shared so the browser refuses what the
 * server would refuse before sending a byte, with the same words.
 */

/** Spec §5, exactly: anything else is "extension not allowed". */
export const ALLOWED_UPLOAD_EXTENSIONS = [
  'doc',
  'docx',
  'xls',
  'xlsx',
  'xlsm',
  'odt',
  'ods',
  'pdf',
  'rar',
  'zip',
  'tar',
  'swf',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'ppt',
  'pptx',
  'pst',
  'eml',
  'msg',
  'csv',
  'webp',
] as const;

export type UploadExtension = (typeof ALLOWED_UPLOAD_EXTENSIONS)[number];

/** The editor's pictures (GET/POST /ckeditor/pictures): the allowed image types only. */
export const PICTURE_EXTENSIONS: readonly UploadExtension[] = ['jpg', 'jpeg', 'png', 'gif', 'webp'];

/** Spec §9: 31457280 bytes (30 MB); one byte more is too large. */
export const MAX_UPLOAD_BYTES = 31_457_280;

/** How many files one upload request may carry. */
export const MAX_FILES_PER_UPLOAD = 10;

/** The multipart field names of an upload (spec §7: upload, authenticity_token). */
export const UPLOAD_FIELD = 'upload';
export const AUTHENTICITY_TOKEN_FIELD = 'authenticity_token';

export type UploadProblem = 'INVALID_FILE_NAME' | 'EXTENSION_NOT_ALLOWED' | 'FILE_TOO_LARGE';

// C0 and C1 control characters, DEL, and the Unicode bidirectional overrides that disguise an extension.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const MAX_NAME_LENGTH = 255;

/**
 * The name a file is kept under: single quotes replaced by underscores (spec §5),
 * surrounding spaces trimmed. Null (refused, never silently cleaned) for a name
 * holding a folder (either separator: browsers send the bare name, so a path is
 * forged), control characters, nothing usable, or more than 255 characters.
 */
export function sanitizeFileName(raw: string): string | null {
  if (CONTROL_CHARACTERS.test(raw) || /[/\\]/.test(raw)) return null;
  const name = raw.replace(/'/g, '_').trim();
  if (name === '' || name === '.' || name === '..' || name.length > MAX_NAME_LENGTH) return null;
  return name;
}

/** The lower-case extension of a name, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAllowedExtension(extension: string, allowed: readonly string[] = ALLOWED_UPLOAD_EXTENSIONS): boolean {
  return allowed.includes(extension);
}

/** What is wrong with a file before it is sent (its name and size), or null. */
export function uploadProblem(
  file: { name: string; size: number },
  allowed: readonly string[] = ALLOWED_UPLOAD_EXTENSIONS,
): UploadProblem | null {
  const name = sanitizeFileName(file.name);
  if (name === null) return 'INVALID_FILE_NAME';
  if (!isAllowedExtension(extensionOf(name), allowed)) return 'EXTENSION_NOT_ALLOWED';
  if (file.size > MAX_UPLOAD_BYTES) return 'FILE_TOO_LARGE';
  return null;
}
