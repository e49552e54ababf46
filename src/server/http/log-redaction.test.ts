import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides tokens, codes and e-mail hints, and keeps the rest', () => {
    const url = redactUrl(
      '/realms/quadrant/protocol/openid-connect/logout?id_token_hint=eyJ.a.b&client_id=quadrant-web&login_hint=a%40b.co',
    );
    expect(url).not.toContain('eyJ');
    expect(url).not.toContain('a%40b.co');
    expect(url).toContain('client_id=quadrant-web');
    expect(url).toContain('id_token_hint=%5Bredacted%5D');
  });

  it('hides a calendar feed’s secret, which is its path', () => {
    const token = 'a'.repeat(43);
    expect(redactUrl(`/api/calendar/feed/${token}.ics?x=1`)).toBe('/api/calendar/feed/[redacted]?x=1');
    expect(redactUrl('/api/calendar/feed')).toBe('/api/calendar/feed');
  });

  it('leaves URLs without secrets alone', () => {
    expect(redactUrl('/realms/quadrant/.well-known/openid-configuration')).toBe(
      '/realms/quadrant/.well-known/openid-configuration',
    );
    expect(redactUrl('/x?state=abc')).toBe('/x?state=abc');
  });
});
