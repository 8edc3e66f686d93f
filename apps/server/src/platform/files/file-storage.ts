import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live: a local folder by default, S3-compatible
 * storage when configured. Keys are random (see newStorageKey), never a
 * user's file name; the database row links a key to its name and record.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the whole stream under the key; nothing is visible under the key until it is complete. */
  put(key: string, body: Readable, meta: { size: number; contentType: string }): Promise<void>;
  /** The stored bytes; throws FileMissingError when nothing is stored under the key. */
  get(key: string): Promise<Readable>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Releases what the storage holds open (an S3 client's connections), when the server closes. */
  destroy?(): void;
}

export class FileMissingError extends Error {
  constructor(key: string) {
    super(`No stored file under ${key}`);
  }
}

/** `ab/abcdef…`: 128 random bits in hex, under a two-character folder so no folder grows too large. */
export function newStorageKey(): string {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 2)}/${hex}`;
}

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{32}$/;

/** Keys come from newStorageKey only: anything else (a path, a dot segment) is refused before it reaches a folder or bucket. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
