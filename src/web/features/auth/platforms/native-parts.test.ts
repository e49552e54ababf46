/**
 * The apps' pure rules: which deep link is a sign-in return and where it goes, the start page,
 * the login buttons per platform, a reminder's tap target, and the native HTTP adapter's Response.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callbackPagePath, nativeStartPath } from './native-callback.ts';
import { nativeSignInOrder } from './native-login.ts';
import { reminderPath } from './native-push.ts';

const request = vi.hoisted(() => vi.fn());
vi.mock('@capacitor/core', () => ({ CapacitorHttp: { request } }));
vi.mock('@capacitor/push-notifications', () => ({ PushNotifications: {} }));

describe('the sign-in return', () => {
  it('opens the callback page of the platform with the query and fragment unchanged', () => {
    const link = 'quadrant://callback?code=c-1&state=s%2F2&iss=http%3A%2F%2Fx#frag';
    expect(callbackPagePath(link, 'android')).toBe(
      '/auth-callback?code=c-1&state=s%2F2&iss=http%3A%2F%2Fx#frag',
    );
    expect(callbackPagePath(link, 'ios')).toBe(
      '/auth/ios-callback?code=c-1&state=s%2F2&iss=http%3A%2F%2Fx#frag',
    );
    expect(callbackPagePath('quadrant://callback/?code=c', 'ios')).toBe('/auth/ios-callback?code=c');
  });

  it('acts on nothing but quadrant://callback', () => {
    for (const link of [
      'quadrant://elsewhere?code=c',
      'quadrant://callback/more?code=c',
      'https://callback?code=c',
      'other://callback?code=c',
      'quadrant://callback.evil.example?code=c',
      'not a url',
    ])
      expect(callbackPagePath(link, 'android'), link).toBeNull();
  });

  it('starts on the board when signed in, else on the login page', () => {
    expect(nativeStartPath(true)).toBe('/app/board');
    expect(nativeStartPath(false)).toBe('/auth/login');
  });
});

describe('the login buttons', () => {
  it('are Google, Apple, Microsoft, e-mail on iOS; no Apple on Android; the web keeps its own', () => {
    expect(nativeSignInOrder('ios')).toEqual(['google', 'apple', 'microsoft', 'email']);
    expect(nativeSignInOrder('android')).toEqual(['google', 'microsoft', 'email']);
    expect(nativeSignInOrder('web')).toBeUndefined();
    expect(nativeSignInOrder('desktop')).toBeUndefined();
  });
});

describe("a reminder's tap", () => {
  it('opens only an app path', () => {
    expect(reminderPath({ url: '/app/task/0193-abc' })).toBe('/app/task/0193-abc');
    expect(reminderPath({ url: 'https://evil.example/app/task/1' })).toBeNull();
    expect(reminderPath({ url: '//evil.example/app' })).toBeNull();
    expect(reminderPath({ url: '/app/../admin' })).toBeNull();
    expect(reminderPath({})).toBeNull();
    expect(reminderPath('x')).toBeNull();
  });
});

describe('the native HTTP adapter', () => {
  beforeEach(() => request.mockReset());

  it('sends the form as text and answers a Response with the JSON the native side parsed', async () => {
    const { nativeFetch } = await import('./native-http.ts');
    request.mockResolvedValue({
      status: 200,
      headers: { 'content-type': 'application/json' },
      data: { access_token: 'a' },
      url: 'https://id.example/token',
    });
    const body = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'r' });
    const response = await nativeFetch('https://id.example/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://id.example/token', method: 'POST', data: body.toString() }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ access_token: 'a' });
  });

  it('rejects as fetch does when the request did not complete, and passes error statuses on', async () => {
    const { nativeFetch } = await import('./native-http.ts');
    request.mockResolvedValueOnce({ status: 0, headers: {}, data: '', url: '' });
    await expect(nativeFetch('https://id.example/x', { method: 'GET', headers: {} })).rejects.toThrow(
      TypeError,
    );
    request.mockResolvedValueOnce({ status: 400, headers: {}, data: '{"error":"invalid_grant"}', url: '' });
    const refused = await nativeFetch('https://id.example/x', { method: 'GET', headers: {} });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe('{"error":"invalid_grant"}');
  });
});
