/**
 * Toasts as a tiny external store (subscribe with useSyncExternalStore). A toast may carry one
 * action (e.g. Undo); errors stay until dismissed or replaced, others leave after `duration`.
 * Rule: a toast with a `key` is shown once while it is up: the same key again counts it (×3) and
 * restarts its timer instead of stacking copies (five refused writes are one message); with
 * `replace` it becomes the new message and action instead (the newest "Moved to…" with its Undo).
 * A toast a person is reading or using (hovered, focused) does not time out until they leave it.
 */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  kind: 'info' | 'success' | 'error';
  message: string;
  action?: ToastAction | undefined;
  duration: number;
  /** What makes two toasts the same (e.g. an error code); unset: every toast is its own. */
  key?: string | undefined;
  /** How many times it was shown while up. */
  count: number;
}

export interface ToastOptions {
  action?: ToastAction;
  duration?: number;
  key?: string;
  /** With `key`: take the place of the toast up with that key (its message, action and timer). */
  replace?: boolean;
}

type Listener = () => void;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const held = new Set<number>();

function emit(): void {
  for (const l of listeners) l();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): Toast[] {
  return toasts;
}

export function dismissToast(id: number): void {
  const t = timers.get(id);
  if (t) clearTimeout(t);
  timers.delete(id);
  held.delete(id);
  toasts = toasts.filter((x) => x.id !== id);
  emit();
}

/** Dismiss the toast up with `key`, if any. */
export function dismissToastByKey(key: string): void {
  const found = toasts.find((x) => x.key === key);
  if (found) dismissToast(found.id);
}

/** A person is on the toast (pointer or focus): it stays until they leave it. */
export function holdToast(id: number): void {
  held.add(id);
  const running = timers.get(id);
  if (running) clearTimeout(running);
  timers.delete(id);
}

/** The person left the toast: its time starts again. */
export function releaseToast(id: number): void {
  if (!held.delete(id)) return;
  const found = toasts.find((x) => x.id === id);
  if (found) startTimer(id, found.duration);
}

function startTimer(id: number, duration: number): void {
  const running = timers.get(id);
  if (running) clearTimeout(running);
  if (duration > 0 && !held.has(id))
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
}

function show(kind: Toast['kind'], message: string, opts: ToastOptions = {}): number {
  const duration = opts.duration ?? (kind === 'error' ? 8000 : 5000);
  const same = opts.key === undefined ? undefined : toasts.find((x) => x.key === opts.key);
  if (same) {
    const next: Toast = opts.replace
      ? { ...same, kind, message, action: opts.action, duration, count: 1 }
      : { ...same, message, count: same.count + 1 };
    toasts = toasts.map((x) => (x === same ? next : x));
    startTimer(same.id, duration);
    emit();
    return same.id;
  }
  const id = nextId++;
  toasts = [
    ...toasts.slice(-2),
    { id, kind, message, action: opts.action, duration, key: opts.key, count: 1 },
  ];
  startTimer(id, duration);
  emit();
  return id;
}

export const toast = {
  info: (message: string, opts?: ToastOptions) => show('info', message, opts),
  success: (message: string, opts?: ToastOptions) => show('success', message, opts),
  error: (message: string, opts?: ToastOptions) => show('error', message, opts),
};
