/**
 * File uploads with progress. `fetch` cannot report upload progress, so this one request goes
 * through XMLHttpRequest; everything else matches `api()`: the URL from the contract, the access
 * token, an Idempotency-Key, errors as `ApiError` with the catalogue code, the answer parsed by the
 * contract's schema.
 */
import type { z } from 'zod';
import { buildPath, type Endpoint } from '../../shared/contracts/endpoint.ts';
import { ErrorBodySchema } from '../../shared/errors.ts';
import { newId } from '../../shared/ids.ts';
import { accessToken } from './api.ts';
import { ApiError } from './api-error.ts';

export interface UploadInput<P, Q> {
  params: P;
  query: Q;
  file: Blob;
  /** 0 to 1 as the bytes leave. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  mutationId?: string;
}

function errorFrom(status: number, text: string): ApiError {
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const parsed = ErrorBodySchema.safeParse(json);
  if (parsed.success) {
    const e = parsed.data.error;
    return new ApiError(e.code, status, e.message, e.details);
  }
  if (status === 413) return new ApiError('PAYLOAD_TOO_LARGE', status, 'The file is too large.');
  return new ApiError(status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED', status, `Request failed (${status})`);
}

export async function upload<P extends z.ZodType, Q extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<P, Q, z.ZodType, R>,
  input: UploadInput<z.input<P>, z.input<Q>>,
): Promise<z.output<R>> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(input.query as Record<string, unknown>)) {
    if (typeof v === 'string' || typeof v === 'number') qs.set(k, String(v));
  }
  const url = `${buildPath(endpoint.path, input.params as Record<string, string>)}?${qs.toString()}`;
  const token = await accessToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', input.file.type || 'application/octet-stream');
    xhr.setRequestHeader('idempotency-key', input.mutationId ?? newId());
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) input.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFrom(xhr.status, xhr.responseText));
      try {
        input.onProgress?.(1);
        resolve(endpoint.response.parse(JSON.parse(xhr.responseText)));
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    };
    xhr.onerror = () =>
      reject(new ApiError('UNAVAILABLE', 0, 'Could not reach Quadrant. Check your connection.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    input.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(input.file);
  });
}
