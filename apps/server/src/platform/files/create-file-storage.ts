import type { AppConfig } from '../config/config.js';
import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/** S3-compatible storage when a bucket is configured (S3_BUCKET), else the local folder (FILES_DIR, default `<DATA_DIR>/files`). */
export function createFileStorage(config: Pick<AppConfig, 'filesDir' | 's3'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.filesDir);
}
