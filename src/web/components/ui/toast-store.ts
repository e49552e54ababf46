/**
 * Toasts as a tiny external store (subscribe with useSyncExternalStore). A toast may carry one
 * action (e.g. Undo); errors stay until dismissed or replaced, others leave after `duration`.
 * Rule: a toast with a `key` is shown once while it is up: the same key again counts it (×3) and
 * restarts its timer instead of stacking copies (five refused writes are one message).
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
}

type Listener = () => void;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

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
  toasts = toasts.filter((x) => x.id !== id);
  emit();
}

function startTimer(id: number, duration: number): void {
  const running = timers.get(id);
  if (running) clearTimeout(running);
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
}

function show(kind: Toast['kind'], message: string, opts: ToastOptions = {}): number {
  const duration = opts.duration ?? (kind === 'error' ? 8000 : 5000);
  const same = opts.key === undefined ? undefined : toasts.find((x) => x.key === opts.key);
  if (same) {
    toasts = toasts.map((x) => (x === same ? { ...x, message, count: x.count + 1 } : x));
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
