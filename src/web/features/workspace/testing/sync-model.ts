/**
 * A pure model of the server's write rules for the offline property test: per-user versions,
 * tombstones, per-field PATCH (only the fields sent change: the last writer of each field wins),
 * "not found" for a deleted task, and the stored answer of every applied mutation id, so a
 * mutation sent twice applies once (ADR 0001). Refusals store nothing, as the real write path's
 * rolled-back transaction does. Changes are served as the sync contract's batches.
 */
import { noDeletes } from '../../../../shared/contracts/entities.ts';
import type { Changes } from '../../../../shared/contracts/sync.ts';
import type { Task } from '../../../../shared/contracts/tasks.ts';
import type { ServerRows } from '../workspace-state.ts';

export type ModelRequest =
  | { name: 'createTask'; body: { id: string; title: string; quadrant: Task['quadrant']; order: string } }
  | { name: 'updateTask'; taskId: string; body: Partial<Pick<Task, 'title' | 'color' | 'completed'>> }
  | { name: 'moveTask'; taskId: string; body: { quadrant: Task['quadrant']; order: string } }
  | { name: 'deleteTask'; taskId: string };

export type ModelAnswer = { ok: true; rows: ServerRows } | { ok: false; code: 'NOT_FOUND' | 'CONFLICT' };

const stamp = (version: number) => new Date(Date.UTC(2026, 0, 1) + version * 1000).toISOString();

export function modelTask(id: string, title: string, quadrant: Task['quadrant'], order: string, version: number): Task {
  return {
    id,
    title,
    quadrant,
    color: 'yellow',
    description: '',
    dueDate: null,
    dueTime: null,
    completed: false,
    completedAt: null,
    repeat: null,
    nextOccurrenceId: null,
    boards: [],
    poolOrder: order,
    createdAt: stamp(version),
    updatedAt: stamp(version),
    version,
  };
}

export class ServerModel {
  version = 0;
  readonly tasks = new Map<string, Task>();
  readonly tombstones = new Map<string, number>();
  /** Applied mutation ids → their stored answer. */
  readonly answers = new Map<string, ModelAnswer>();
  /** How many times each mutation id changed data (must never exceed 1). */
  readonly applications = new Map<string, number>();

  seed(id: string, title: string): void {
    this.version += 1;
    this.tasks.set(id, modelTask(id, title, 1, `a${id}`, this.version));
  }

  receive(mutationId: string, request: ModelRequest): ModelAnswer {
    const stored = this.answers.get(mutationId);
    if (stored) return stored;
    const answer = this.apply(request);
    if (answer.ok) {
      this.answers.set(mutationId, answer);
      this.applications.set(mutationId, (this.applications.get(mutationId) ?? 0) + 1);
    }
    return answer;
  }

  private apply(request: ModelRequest): ModelAnswer {
    if (request.name === 'createTask') {
      const { id, title, quadrant, order } = request.body;
      if (this.tasks.has(id) || this.tombstones.has(id)) return { ok: false, code: 'CONFLICT' };
      this.version += 1;
      const task = modelTask(id, title, quadrant, order, this.version);
      this.tasks.set(id, task);
      return { ok: true, rows: { tasks: [task] } };
    }
    const current = this.tasks.get(request.taskId);
    if (!current) return { ok: false, code: 'NOT_FOUND' };
    this.version += 1;
    if (request.name === 'deleteTask') {
      this.tasks.delete(request.taskId);
      this.tombstones.set(request.taskId, this.version);
      return { ok: true, rows: {} };
    }
    const next: Task = { ...current, version: this.version, updatedAt: stamp(this.version) };
    if (request.name === 'moveTask') {
      next.quadrant = request.body.quadrant;
      next.poolOrder = request.body.order;
    } else {
      const { title, color, completed } = request.body;
      if (title !== undefined) next.title = title;
      if (color !== undefined) next.color = color;
      if (completed !== undefined) {
        next.completed = completed;
        next.completedAt = completed ? (current.completedAt ?? stamp(this.version)) : null;
      }
    }
    this.tasks.set(next.id, next);
    return { ok: true, rows: { tasks: [next] } };
  }

  /** Everything after version `since`, as GET /api/sync answers it. */
  changesSince(since: number): Changes {
    const deleted = noDeletes();
    deleted.tasks = [...this.tombstones].filter(([, v]) => v > since).map(([id]) => id);
    return {
      version: this.version,
      full: false,
      deleted,
      boards: [],
      tasks: [...this.tasks.values()].filter((t) => t.version > since),
      checklistItems: [],
      attachments: [],
      reminders: [],
      notifications: [],
    };
  }
}
