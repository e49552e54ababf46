/**
 * Answers Fastify and Node give before any hook runs, so before the security headers are set:
 * a URL that cannot be decoded or whose parameter is too long (Fastify's `frameworkErrors`), and a
 * request Node cannot parse at all, or that timed out (`clientErrorHandler`). Both carry the
 * security headers and the error envelope like every other answer.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';

export function frameworkErrorHandler(
  headers: Record<string, string>,
): (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (err, request, reply) => {
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    reply.headers(headers).status(status);
    if (status >= 500) {
      request.log.error({ err }, 'request failed before routing');
      void reply.send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'));
      return;
    }
    void reply.send(errorBody('VALIDATION_FAILED', 'The address of this request is not valid.'));
  };
}

/** Node's `clientError`: a request it could not parse, or one that timed out before it was read. */
export function clientErrorHandler(headers: Record<string, string>): (err: Error, socket: Socket) => void {
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (err, socket) => {
    const code = 'code' in err ? err.code : undefined;
    if (code === 'ECONNRESET' || socket.destroyed) return;
    const status = code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify(
      errorBody(
        'VALIDATION_FAILED',
        status === 408 ? 'The request took too long to arrive.' : 'The request could not be read.',
      ),
    );
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\nconnection: close\r\n${lines}` +
          `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    socket.destroy(err);
  };
}
