import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoPassword).toBe('DemoPass2024');
    expect(config.seedDemoAccounts).toBe(true);
    expect(config.dataDir).toMatch(/data$/);
  });

  it('seeds no demo accounts in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://site.example' }).seedDemoAccounts).toBe(false);
  });

  it('refuses to start in production without the public address emailed links use', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://site.example/' }).publicUrl).toBe('https://site.example');
  });

  it('keeps uploaded files in the data folder, or FILES_DIR, unless an S3 bucket is configured', () => {
    expect(loadConfig({ DATA_DIR: '/srv/data' }).filesDir).toBe('/srv/data/files');
    expect(loadConfig({ DATA_DIR: '/srv/data', FILES_DIR: '/srv/uploads' }).filesDir).toBe('/srv/uploads');
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'uploads' }).s3).toEqual({ bucket: 'uploads', endpoint: undefined, region: 'us-east-1' });
    expect(loadConfig({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'ca-central-1' }).s3).toEqual({
      bucket: 'uploads',
      endpoint: 'http://minio:9000',
      region: 'ca-central-1',
    });
  });

  it('serves no source maps unless asked to', () => {
    expect(loadConfig({}).serveSourceMaps).toBe(false);
    expect(loadConfig({ SOURCE_MAPS: 'true' }).serveSourceMaps).toBe(true);
  });

  it('names every bad value in one clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must start with postgres[\s\S]*SMTP_URL: must start with smtp/,
    );
  });
});
