import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS, PRO_PRICE, UNLIMITED, usageLevel, withinLimit, yearlySavingsPercent } from './plans.ts';
import { isQuadrant, quadrantAt, QUADRANT_INFO } from './quadrants.ts';
import { redirectUrl } from './redirects.ts';

describe('quadrants', () => {
  it('places points by their side of the centre: TL 1, TR 2, BL 3, BR 4', () => {
    expect(quadrantAt(10, 10, 50, 50)).toBe(1);
    expect(quadrantAt(90, 10, 50, 50)).toBe(2);
    expect(quadrantAt(10, 90, 50, 50)).toBe(3);
    expect(quadrantAt(90, 90, 50, 50)).toBe(4);
  });

  it('knows its axes and recognises only 1–4', () => {
    expect(QUADRANT_INFO[1]).toMatchObject({ urgent: true, important: true });
    expect(QUADRANT_INFO[4]).toMatchObject({ urgent: false, important: false });
    expect([0, 1, 4, 5, '1'].map(isQuadrant)).toEqual([false, true, true, false, false]);
  });
});

describe('plans', () => {
  it('states the free and pro limits and prices of the spec', () => {
    expect(PLAN_LIMITS.basic).toEqual({
      boards: 5,
      activeTasks: 100,
      totalTasks: 250,
      attachmentsPerTask: 1,
    });
    expect(PLAN_LIMITS.pro.activeTasks).toBe(UNLIMITED);
    expect(PRO_PRICE).toMatchObject({ monthly: 900, yearly: 7900 });
    expect(yearlySavingsPercent()).toBe(27);
  });

  it('checks limits, treating -1 as unlimited', () => {
    const usage = { boards: 5, activeTasks: 99, totalTasks: 249 };
    expect(withinLimit(PLAN_LIMITS.basic, usage, 'boards')).toBe(false);
    expect(withinLimit(PLAN_LIMITS.basic, usage, 'activeTasks')).toBe(true);
    expect(withinLimit(PLAN_LIMITS.basic, usage, 'activeTasks', 2)).toBe(false);
    expect(withinLimit(PLAN_LIMITS.pro, { ...usage, activeTasks: 1e6 }, 'activeTasks')).toBe(true);
  });

  it('colours usage bars as the spec says', () => {
    expect(usageLevel(80, 100)).toEqual({ percent: 80, level: 'danger' });
    expect(usageLevel(61, 100)).toEqual({ percent: 61, level: 'warn' });
    expect(usageLevel(60, 100)).toEqual({ percent: 60, level: 'ok' });
    expect(usageLevel(300, 250)).toEqual({ percent: 100, level: 'danger' });
    expect(usageLevel(3, UNLIMITED)).toBeNull();
  });

  it('colours by the exact share, not a rounded one (151 of 250 is 60.4 %, 199 of 250 is 79.6 %)', () => {
    expect(usageLevel(151, 250)).toEqual({ percent: 60.4, level: 'warn' });
    expect(usageLevel(150, 250)).toEqual({ percent: 60, level: 'ok' });
    expect(usageLevel(199, 250)).toEqual({ percent: 79.6, level: 'warn' });
    expect(usageLevel(200, 250)).toEqual({ percent: 80, level: 'danger' });
    expect(usageLevel(1, 3)?.level).toBe('ok');
    expect(usageLevel(0, 0)).toEqual({ percent: 100, level: 'danger' });
  });
});

describe('redirects', () => {
  it.each([
    ['/terms', '', '/eula'],
    ['/pricing', '?ref=ad', '/?ref=ad#pricing'],
    ['/support', '', '/contact'],
    ['/help', '', '/support'],
    ['/board', '?x=1', '/app/board?x=1'],
    ['/board/abc', '', '/app/board/abc'],
    ['/board/abc/list', '?q=2', '/app/board/abc/list?q=2'],
    ['/profile', '', '/app/profile'],
    ['/subscription/success', '?session_id=s', '/app/subscription/success?session_id=s'],
    ['/billing', '', '/app/billing'],
    ['/admin', '', '/app/admin'],
    ['/admin/users/42', '?tab=activity', '/app/admin/users/42?tab=activity'],
    ['/teams', '', '/app?isTeams=true'],
    ['/teams/personal-tab-v2', '?a=b', '/app?a=b&isTeams=true'],
  ])('%s%s → %s', (path, search, target) => {
    expect(redirectUrl(path, search)).toBe(target);
  });

  it('leaves every other path alone', () => {
    expect(redirectUrl('/', '')).toBeNull();
    expect(redirectUrl('/app/board', '')).toBeNull();
    expect(redirectUrl('/boards', '')).toBeNull();
  });
});
