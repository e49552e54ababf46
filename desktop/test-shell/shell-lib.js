// Small helpers of the GJS test shell (GJS 1.74 has no URL, URLSearchParams or WebCrypto).
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import Soup from 'gi://Soup?version=3.0';

/** Base64url without padding (RFC 7636's encoding). */
export function base64url(bytes) {
  return GLib.base64_encode(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `count` bytes from the kernel's CSPRNG, base64url-encoded. */
export function randomBase64url(count) {
  const stream = Gio.File.new_for_path('/dev/urandom').read(null);
  const bytes = stream.read_bytes(count, null).toArray();
  stream.close(null);
  return base64url(bytes);
}

/** SHA-256 of a string's UTF-8 bytes. */
export function sha256(text) {
  const hex = GLib.compute_checksum_for_string(GLib.ChecksumType.SHA256, text, -1);
  return Uint8Array.from(hex.match(/../g), (pair) => parseInt(pair, 16));
}

/** application/x-www-form-urlencoded, also a URL's query. */
export function formBody(params) {
  return Object.entries(params)
    .map(
      ([key, value]) =>
        `${GLib.Uri.escape_string(key, null, false)}=${GLib.Uri.escape_string(String(value), null, false)}`,
    )
    .join('&');
}

/** A query string's parameters, decoded. */
export function queryParams(query) {
  if (!query) return {};
  return GLib.Uri.parse_params(query, -1, '&', GLib.UriParamsFlags.WWW_FORM);
}

/** A JWT's claims, read without checking the signature (the token came straight from the provider). */
export function decodeJwtPayload(token) {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    return JSON.parse(new TextDecoder().decode(GLib.base64_decode(base64)));
  } catch {
    return null;
  }
}

const session = new Soup.Session({ timeout: 15 });

/** An HTTP request; status 0 when the server could not be reached. */
export function httpRequest(method, url, form) {
  const message = Soup.Message.new(method, url);
  if (form !== undefined) {
    message.set_request_body_from_bytes(
      'application/x-www-form-urlencoded',
      new GLib.Bytes(new TextEncoder().encode(form)),
    );
  }
  return new Promise((resolve) => {
    session.send_and_read_async(message, GLib.PRIORITY_DEFAULT, null, (s, res) => {
      try {
        const bytes = s.send_and_read_finish(res);
        resolve({ status: message.get_status(), text: new TextDecoder().decode(bytes.toArray()) });
      } catch {
        resolve({ status: 0, text: '' });
      }
    });
  });
}
