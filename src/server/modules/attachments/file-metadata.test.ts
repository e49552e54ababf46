import { describe, expect, it } from 'vitest';
import { ATTACHMENT_NAME_MAX } from '../../../shared/contracts/attachments.ts';
import { loadConfig, ConfigError } from '../../config.ts';
import {
  contentDisposition,
  downloadContentType,
  sanitizeFileName,
  storedContentType,
} from './file-metadata.ts';

describe('file metadata', () => {
  it('cuts a long name to the maximum without splitting a character', () => {
    const name = sanitizeFileName(`${'📄'.repeat(ATTACHMENT_NAME_MAX + 10)}`);
    expect(Array.from(name)).toHaveLength(ATTACHMENT_NAME_MAX);
    expect(name.endsWith('📄')).toBe(true);
  });

  it('removes isolates, marks and the BOM as well as overrides', () => {
    expect(sanitizeFileName('\uFEFFa\u2066b\u200Fc\u061C.txt')).toBe('abc.txt');
    expect(sanitizeFileName('  \u0000 ')).toBe('file');
    expect(sanitizeFileName('.')).toBe('file');
  });

  it('keeps valid MIME types (type lower-cased, parameters kept) and nothing else', () => {
    expect(storedContentType('Image/PNG')).toBe('image/png');
    expect(storedContentType('text/plain; charset=utf-8')).toBe('text/plain; charset=utf-8');
    for (const bad of [undefined, '', 'text', 'text/', '/plain', 'a b/c', 'text/plain\r\nx: y', 'x/y;z']) {
      expect({ bad, type: storedContentType(bad) }).toEqual({ bad, type: 'application/octet-stream' });
    }
  });

  it('serves anything XML-based as octet-stream, other types as stored', () => {
    expect(downloadContentType('application/rss+xml')).toBe('application/octet-stream');
    expect(downloadContentType('TEXT/HTML; charset=utf-8')).toBe('application/octet-stream');
    expect(downloadContentType('image/png')).toBe('image/png');
  });

  it('quotes nothing it should not in Content-Disposition', () => {
    expect(contentDisposition('a\\b%"c\'(d)*.txt')).toBe(
      `attachment; filename="a_b__c'(d)*.txt"; filename*=UTF-8''a%5Cb%25%22c%27%28d%29%2A.txt`,
    );
  });
});

describe('attachment storage settings', () => {
  it('is local disk under DATA_DIR by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/q' }).attachments).toEqual({
      kind: 'local',
      dir: '/srv/q/attachments',
    });
  });

  it('is an S3 bucket when ATTACHMENTS_S3_BUCKET is set', () => {
    const config = loadConfig({
      ATTACHMENTS_S3_BUCKET: 'files',
      ATTACHMENTS_S3_ENDPOINT: 'https://s3.example.com',
      ATTACHMENTS_S3_REGION: 'eu-west-3',
      ATTACHMENTS_S3_ACCESS_KEY_ID: 'id',
      ATTACHMENTS_S3_SECRET_ACCESS_KEY: 'secret',
      ATTACHMENTS_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.attachments).toEqual({
      kind: 's3',
      bucket: 'files',
      endpoint: 'https://s3.example.com',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('refuses to start with an invalid setting, naming it', () => {
    expect(() => loadConfig({ ATTACHMENTS_S3_ENDPOINT: 'not a url' })).toThrow(/ATTACHMENTS_S3_ENDPOINT/);
    expect(() => loadConfig({ ATTACHMENTS_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /ATTACHMENTS_S3_FORCE_PATH_STYLE/,
    );
    expect(() => loadConfig({ ATTACHMENTS_S3_BUCKET: 'files', ATTACHMENTS_S3_ACCESS_KEY_ID: 'id' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ATTACHMENTS_S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /ATTACHMENTS_S3_SECRET_ACCESS_KEY/,
    );
  });
});
