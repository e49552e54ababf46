import type { AttachmentStorageConfig } from '../../config.ts';
import type { BlobStore } from './blob-store.ts';
import { createLocalBlobStore } from './local-blob-store.ts';
import { createS3BlobStore } from './s3-blob-store.ts';

/** The store the configuration names: an S3 bucket when one is set, else local disk. */
export function createBlobStore(config: AttachmentStorageConfig): BlobStore {
  return config.kind === 's3' ? createS3BlobStore(config) : createLocalBlobStore(config.dir);
}
