/**
 * The address the iOS and Android apps open, and the iOS app's app-bound domains (WKWebView lets
 * a service worker run only for those, and Capacitor's `limitsNavigationsToAppBoundDomains` keeps
 * the web view on them). Rules: the address is https (plain http only for a loopback address, a
 * simulator on the developer's own machine); the Info.plist's `WKAppBoundDomains` array holds
 * exactly its host, replaced on every sync, whatever it held before.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function mobileServerUrl(raw: string | undefined): URL {
  if (!raw) {
    throw new Error(
      "Set QUADRANT_MOBILE_URL to the https address the apps open (the server's PUBLIC_URL), e.g. QUADRANT_MOBILE_URL=https://tasks.example.com npm run mobile:sync",
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`QUADRANT_MOBILE_URL is not a URL: ${raw}`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname)))
    throw new Error('QUADRANT_MOBILE_URL must be https (plain http only on a loopback address)');
  return url;
}

const ARRAY_ENTRY = /\s*<key>WKAppBoundDomains<\/key>\s*<array>[\s\S]*?<\/array>/;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The Info.plist text with `WKAppBoundDomains` naming exactly `host`. */
export function appBoundDomainsPlist(plist: string, host: string): string {
  const entry = `\n\t<key>WKAppBoundDomains</key>\n\t<array>\n\t\t<string>${escapeXml(host)}</string>\n\t</array>`;
  const without = plist.replace(ARRAY_ENTRY, '');
  const end = without.lastIndexOf('</dict>');
  if (end < 0) throw new Error('Info.plist has no top-level <dict>');
  return `${without.slice(0, end).replace(/\s*$/, '')}${entry}\n${without.slice(end)}`;
}
