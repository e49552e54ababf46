/** The README states the Free plan as plans.ts enforces it (it once said "5 boards and 250 tasks"). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, PLAN_LIMITS } from './plans.ts';

const README = fs
  .readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8')
  .replace(/\s+/g, ' ');

describe('the README’s plans', () => {
  it('says every limit of the Free plan, as enforced', () => {
    const free = PLAN_LIMITS.basic;
    expect(README).toContain(
      `Free is ${free.boards} boards, ${free.activeTasks} active tasks (${free.totalTasks} in all, completed ones included) and ${free.attachmentsPerTask} file per task, each file up to ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB`,
    );
  });

  it('says what Pro allows', () => {
    const pro = PLAN_LIMITS.pro;
    expect(README).toContain(
      `${pro.boards} boards, unlimited tasks, ${pro.attachmentsPerTask} files per task`,
    );
  });
});
