import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertStorageKey, FileMissingError, type FileStorage } from './file-storage.js';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address (MinIO, Ceph, …); AWS itself when absent. */
  endpoint: string | undefined;
  region: string;
}

/** The client for the settings; credentials come from the standard AWS chain (environment, profile, instance role). */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint
      ? // S3-compatible services are addressed by path (http://host/bucket/key) more often than by bucket host name.
        { endpoint: settings.endpoint, forcePathStyle: true }
      : {}),
    // Checksums only where S3 requires them: the newer default (aws-chunked bodies with trailing checksums)
    // is refused by several S3-compatible services.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** Files in an S3-compatible bucket: what several instances behind a load balancer share. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3';

  constructor(
    private readonly settings: S3Settings,
    private readonly client: S3Client = new S3Client(s3ClientConfig(settings)),
  ) {}

  async put(key: string, body: Readable, meta: { size: number; contentType: string }): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentLength: meta.size, ContentType: meta.contentType }),
    );
  }

  async get(key: string): Promise<Readable> {
    assertStorageKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return answer.Body as Readable;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') throw new FileMissingError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /** Releases the client's connections (on server close). */
  destroy(): void {
    this.client.destroy();
  }
}
