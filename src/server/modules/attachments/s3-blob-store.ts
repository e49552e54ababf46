/**
 * Blobs as objects of one S3-compatible bucket, under their key (no prefix, no name). An upload
 * streams through `@aws-sdk/lib-storage` (one PutObject for small files, a multipart upload past
 * 5 MB that is aborted if the stream fails), so a file is never held whole in memory and a failed
 * upload leaves no object.
 */
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { AttachmentStorageConfig } from '../../config.ts';
import { assertBlobKey, type BlobStore } from './blob-store.ts';

type S3Config = Extract<AttachmentStorageConfig, { kind: 's3' }>;

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // The SDK's default (a CRC32 trailer on every upload) is refused by many S3-compatible stores;
    // integrity is TLS's and the store's job here, so send a checksum only where S3 requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function createS3BlobStore(config: S3Config, client = createS3Client(config)): BlobStore {
  const Bucket = config.bucket;
  return {
    async put(key, body, meta) {
      assertBlobKey(key);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: meta.contentType },
        queueSize: 1,
        leavePartsOnError: false,
      });
      await upload.done();
    },

    async get(key) {
      assertBlobKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (res.Body instanceof Readable) return res.Body;
        throw new Error('The S3 client returned a body that is not a Node stream');
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },

    async delete(key) {
      assertBlobKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    close() {
      client.destroy();
    },
  };
}
