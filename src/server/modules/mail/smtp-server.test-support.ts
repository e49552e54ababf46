/**
 * A real SMTP server for the mail tests (smtp-server, from the nodemailer project), in-process on
 * a loopback port: STARTTLS with a self-signed certificate, AUTH required and allowed only once
 * the connection is encrypted, every accepted message kept with its envelope.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { selfSignedCert, type SelfSigned } from '../../test/self-signed.ts';

export interface ReceivedMail {
  raw: Buffer;
  mailFrom: string;
  rcptTo: string[];
  /** The connection had been upgraded with STARTTLS when the message came. */
  secure: boolean;
  user: string | undefined;
}

export interface LocalSmtp {
  readonly port: number;
  readonly cert: SelfSigned;
  readonly received: ReceivedMail[];
  /** AUTH attempts, refused ones included. */
  readonly logins: { user: string; ok: boolean }[];
  /** Stops listening (the "mail server is down"); `start()` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export const SMTP_USER = 'quadrant';

function newServer(smtp: {
  cert: SelfSigned;
  password: string;
  received: ReceivedMail[];
  logins: LocalSmtp['logins'];
}) {
  return new SMTPServer({
    secure: false,
    key: smtp.cert.key,
    cert: smtp.cert.cert,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      const ok = auth.username === SMTP_USER && auth.password === smtp.password;
      smtp.logins.push({ user: auth.username ?? '', ok });
      if (ok) callback(null, { user: SMTP_USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        smtp.received.push({
          raw: Buffer.concat(chunks),
          mailFrom: mailFrom ? mailFrom.address : '',
          rcptTo: rcptTo.map((r) => r.address),
          secure: session.secure,
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
  });
}

export async function startLocalSmtp(password: string): Promise<LocalSmtp> {
  const state = {
    cert: selfSignedCert(),
    password,
    received: [] as ReceivedMail[],
    logins: [] as LocalSmtp['logins'],
  };
  let server = newServer(state);
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    cert: state.cert,
    received: state.received,
    logins: state.logins,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = newServer(state);
      await listen();
    },
  };
}
