/**
 * Formats one message as an RFC 5322 / MIME document (.eml): UTF-8 throughout, non-ASCII header
 * text as RFC 2047 encoded words, the body base64 in 76-character lines. Header values never
 * carry CR or LF, so user input (a contact form's subject or name) cannot inject headers.
 */
export interface MailAddress {
  name?: string;
  address: string;
}

export interface MailMessage {
  from: MailAddress;
  to: MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  text: string;
}

export interface EmlEnvelope {
  messageId: string;
  date: Date;
}

function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** RFC 2047 B-encoding when the text is not plain printable ASCII. */
export function encodeHeaderText(value: string): string {
  const text = singleLine(value);
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  return `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

export function formatAddress({ name, address }: MailAddress): string {
  const addr = singleLine(address).replace(/[<>"]/g, '');
  if (!name) return `<${addr}>`;
  const display = singleLine(name);
  if (/^[\x20-\x7e]*$/.test(display)) return `"${display.replace(/["\\]/g, '\\$&')}" <${addr}>`;
  return `${encodeHeaderText(display)} <${addr}>`;
}

function wrap(base64: string, width = 76): string {
  const lines: string[] = [];
  for (let i = 0; i < base64.length; i += width) lines.push(base64.slice(i, i + width));
  return lines.join('\r\n');
}

export function formatEml(message: MailMessage, envelope: EmlEnvelope): string {
  const headers = [
    `From: ${formatAddress(message.from)}`,
    `To: ${message.to.map(formatAddress).join(', ')}`,
    ...(message.replyTo ? [`Reply-To: ${formatAddress(message.replyTo)}`] : []),
    `Subject: ${encodeHeaderText(message.subject)}`,
    `Date: ${envelope.date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${envelope.messageId}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
  ];
  const body = wrap(Buffer.from(message.text.replace(/\r?\n/g, '\r\n'), 'utf8').toString('base64'));
  return `${headers.join('\r\n')}\r\n\r\n${body}\r\n`;
}
