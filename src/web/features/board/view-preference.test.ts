import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultView, readChosenView, rememberChosenView } from './view-preference.ts';

function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 640px)' && width <= 640,
    media: query,
  }));
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the view a board opens in', () => {
  it('is lanes on a phone and the matrix on a wider screen, until a person chooses', () => {
    screenWidth(390);
    expect(defaultView()).toBe('lanes');
    screenWidth(640);
    expect(defaultView()).toBe('lanes');
    screenWidth(1280);
    expect(defaultView()).toBe('matrix');
  });

  it('is the view the person chose, on any screen', () => {
    rememberChosenView('list');
    screenWidth(390);
    expect(defaultView()).toBe('list');
    rememberChosenView('matrix');
    expect(defaultView()).toBe('matrix');
    screenWidth(1280);
    rememberChosenView('lanes');
    expect(defaultView()).toBe('lanes');
  });

  it('ignores a stored value that is not a view', () => {
    window.localStorage.setItem('boardView', 'kanban');
    expect(readChosenView()).toBeNull();
    screenWidth(1280);
    expect(defaultView()).toBe('matrix');
  });
});
