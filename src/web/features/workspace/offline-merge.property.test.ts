/**
 * Model-based property test of offline-first (ADR 0026): two devices of one person edit the same
 * tasks while their deliveries are lost (request or answer), duplicated and reordered, and their
 * sync batches arrive late, twice, out of order or never. Each device runs the client's real code
 * (optimistic operations, replica.ts's receive/confirm/rollback, applyChanges) over a strict FIFO
 * queue that re-sends its head with the same mutation id, as outbox.ts does; the server is the
 * model of its rules (testing/sync-model.ts). After both reconnect and drain, both devices hold
 * exactly the server's tasks: zero divergence, and no mutation applied twice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TASK_COLORS } from '../../../shared/colors.ts';
import type { Task } from '../../../shared/contracts/tasks.ts';
import { QUADRANTS } from '../../../shared/quadrants.ts';
import { applyOperation, capturePrevious, type Operation, type TaskPatch } from './optimistic.ts';
import { confirm, project, receive } from './replica.ts';
import { modelTask, ServerModel, type ModelRequest } from './testing/sync-model.ts';
import { applyChanges, EMPTY_WORKSPACE, type WorkspaceState } from './workspace-state.ts';

interface Queued {
  id: string;
  request: ModelRequest;
  op: Operation | undefined;
}

interface Device {
  name: string;
  /** The server's layer (replica.ts): what it said. */
  base: WorkspaceState;
  /** What the person sees: the base with the queue's operations on top. */
  state: WorkspaceState;
  queue: Queued[];
  inbox: ReturnType<ServerModel['changesSince']>[];
  made: number;
}

const EDITS = ['create', 'rename', 'recolor', 'move', 'complete', 'delete'] as const;
type Edit = (typeof EDITS)[number];

type Action =
  | { t: 'edit'; dev: number; kind: Edit; pick: number; value: number }
  | { t: 'send'; dev: number; fate: 'ok' | 'requestLost' | 'answerLost' | 'twice' }
  | { t: 'notify'; dev: number }
  | { t: 'deliver'; dev: number; pick: number; fate: 'apply' | 'drop' | 'keep' };

const dev = fc.integer({ min: 0, max: 1 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ t: fc.constant('edit' as const), dev, kind: fc.constantFrom(...EDITS), pick: fc.nat(), value: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('send' as const),
      dev,
      fate: fc.constantFrom('ok' as const, 'requestLost' as const, 'answerLost' as const, 'twice' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('notify' as const), dev }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('deliver' as const),
      dev,
      pick: fc.nat(),
      fate: fc.constantFrom('apply' as const, 'drop' as const, 'keep' as const),
    }),
  },
);

let mutationIds = 0;

function pendingOps(device: Device): Operation[] {
  return device.queue.flatMap((q) => (q.op ? [q.op] : []));
}

function patchOp(task: Task, patch: TaskPatch): Operation {
  return { kind: 'patchTask', taskId: task.id, patch, previous: capturePrevious(task, patch) };
}

/** The write a person makes on `device`, with its optimistic operation, as the hooks build them. */
function makeEdit(device: Device, kind: Edit, pick: number, value: number): Queued | undefined {
  const quadrant = QUADRANTS[value % 4]!;
  if (kind === 'create') {
    device.made += 1;
    const id = `${device.name}-${device.made}`;
    const order = `c${value}`;
    const task = modelTask(id, `new ${id}`, quadrant, order, 0);
    return {
      id: `m${++mutationIds}`,
      request: { name: 'createTask', body: { id, title: task.title, quadrant, order } },
      op: { kind: 'createTask', task },
    };
  }
  const tasks = [...device.state.tasks.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  const task = tasks[pick % Math.max(tasks.length, 1)];
  if (!task) return undefined;
  const id = `m${++mutationIds}`;
  switch (kind) {
    case 'rename': {
      const title = `${device.name} title ${value}`;
      return { id, request: { name: 'updateTask', taskId: task.id, body: { title } }, op: patchOp(task, { title }) };
    }
    case 'recolor': {
      const color = TASK_COLORS[value % TASK_COLORS.length]!;
      return { id, request: { name: 'updateTask', taskId: task.id, body: { color } }, op: patchOp(task, { color }) };
    }
    case 'move': {
      const order = `${device.name}${value}`;
      return {
        id,
        request: { name: 'moveTask', taskId: task.id, body: { quadrant, order } },
        op: patchOp(task, { quadrant, placement: { boardId: 'pool', order } }),
      };
    }
    case 'complete': {
      const completed = !task.completed;
      return {
        id,
        request: { name: 'updateTask', taskId: task.id, body: { completed } },
        op: patchOp(task, { completed, completedAt: completed ? 'on this device' : null }),
      };
    }
    case 'delete':
      return { id, request: { name: 'deleteTask', taskId: task.id }, op: { kind: 'deleteTask', task } };
  }
}

/** One attempt to send the queue's head; a lost request or answer leaves it there to send again. */
function send(server: ServerModel, device: Device, fate: 'ok' | 'requestLost' | 'answerLost' | 'twice'): void {
  const head = device.queue[0];
  if (!head || fate === 'requestLost') return;
  let answer = server.receive(head.id, head.request);
  if (fate === 'answerLost') return;
  if (fate === 'twice') answer = server.receive(head.id, head.request);
  device.queue.shift();
  if (answer.ok) device.base = confirm(device.base, answer.rows, head.op);
  device.state = project(device.base, pendingOps(device));
}

function run(server: ServerModel, devices: Device[], a: Action): void {
  const device = devices[a.dev]!;
  switch (a.t) {
    case 'edit': {
      const write = makeEdit(device, a.kind, a.pick, a.value);
      if (!write) return;
      device.queue.push(write);
      if (write.op) device.state = applyOperation(device.state, write.op);
      return;
    }
    case 'send':
      return send(server, device, a.fate);
    case 'notify':
      device.inbox.push(server.changesSince(device.base.version));
      return;
    case 'deliver': {
      if (device.inbox.length === 0) return;
      const index = a.pick % device.inbox.length;
      const [batch] = a.fate === 'keep' ? [device.inbox[index]!] : device.inbox.splice(index, 1);
      if (!batch || a.fate === 'drop') return;
      device.base = receive(device.base, batch);
      device.state = project(device.base, pendingOps(device));
    }
  }
}

/** What a person sees of the tasks, in a comparable form. */
function view(tasks: Iterable<Task>) {
  return [...tasks]
    .map((t) => ({
      id: t.id,
      title: t.title,
      quadrant: t.quadrant,
      color: t.color,
      completed: t.completed,
      completedAt: t.completedAt,
      order: t.poolOrder,
      version: t.version,
    }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

function catchUp(server: ServerModel, device: Device): void {
  device.base = receive(device.base, server.changesSince(device.base.version));
  device.state = project(device.base, pendingOps(device));
}

function newWorld() {
  const server = new ServerModel();
  for (const id of ['t1', 't2', 't3']) server.seed(id, `seeded ${id}`);
  const first = server.changesSince(0);
  const base = applyChanges(EMPTY_WORKSPACE, { ...first, full: true });
  const devices: Device[] = ['a', 'b'].map((name) => ({
    name,
    base,
    state: base,
    queue: [],
    inbox: [],
    made: 0,
  }));
  return { server, devices };
}

describe('offline queue and per-field merge against the server rules', () => {
  it('two devices converge on the server after any interleaving, loss, duplicate or reorder', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const { server, devices } = newWorld();
        for (const a of actions) run(server, devices, a);
        // Reconnect: every queue drains in order, then each device catches up from its cursor.
        for (const device of devices) while (device.queue.length > 0) send(server, device, 'ok');
        for (const device of devices) catchUp(server, device);

        const truth = view(server.tasks.values());
        for (const device of devices) expect(view(device.state.tasks.values())).toEqual(truth);
        for (const count of server.applications.values()) expect(count).toBe(1);
      }),
      { numRuns: 10_000 },
    );
    // Pure functions over tiny states: about 2 s alone; the bound is for a busy machine.
  }, 60_000);

  it('different fields of one task edited on two devices offline both survive', () => {
    const { server, devices } = newWorld();
    const [a, b] = devices as [Device, Device];
    run(server, devices, { t: 'edit', dev: 0, kind: 'rename', pick: 0, value: 7 });
    run(server, devices, { t: 'edit', dev: 1, kind: 'move', pick: 0, value: 1 });
    // Device one's answer is lost and it sends again; device two's request is sent twice.
    send(server, a, 'answerLost');
    send(server, b, 'twice');
    send(server, a, 'ok');
    for (const device of devices) catchUp(server, device);
    for (const device of devices)
      expect(device.state.tasks.get('t1')).toMatchObject({ title: 'a title 7', quadrant: 2, poolOrder: 'b1' });
    expect([...server.applications.values()]).toEqual([1, 1]);
  });
});
