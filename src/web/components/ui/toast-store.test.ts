import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, getToasts, toast } from './toast-store.ts';

afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
});

describe('toast store', () => {
  it('shows the same keyed error once, counting repeats', () => {
    const first = toast.error('The Free plan includes 100 open tasks.', {
      key: 'PLAN_LIMIT_REACHED:activeTasks',
    });
    const again = toast.error('The Free plan includes 100 open tasks.', {
      key: 'PLAN_LIMIT_REACHED:activeTasks',
    });
    toast.error('The Free plan includes 100 open tasks.', { key: 'PLAN_LIMIT_REACHED:activeTasks' });
    expect(again).toBe(first);
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]?.count).toBe(3);
  });

  it('keeps different keys, and unkeyed toasts, apart', () => {
    toast.error('Limit', { key: 'PLAN_LIMIT_REACHED:boards' });
    toast.error('Offline', { key: 'UNAVAILABLE' });
    toast.info('Task deleted');
    toast.info('Task deleted');
    expect(getToasts().map((t) => t.message)).toEqual(['Offline', 'Task deleted', 'Task deleted']);
  });
});
