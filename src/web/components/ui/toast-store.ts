/**
 * Toasts as a tiny external store (subscribe with useSyncExternalStore). A toast may carry one
 * action (e.g. Undo); errors stay until dismissed or replaced, others leave after `duration`.
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

function show(
  kind: Toast['kind'],
  message: string,
  opts: { action?: ToastAction; duration?: number } = {},
): number {
  const id = nextId++;
  const duration = opts.duration ?? (kind === 'error' ? 8000 : 5000);
  toasts = [...toasts.slice(-2), { id, kind, message, action: opts.action, duration }];
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  emit();
  return id;
}

export const toast = {
  info: (message: string, opts?: { action?: ToastAction; duration?: number }) => show('info', message, opts),
  success: (message: string, opts?: { action?: ToastAction; duration?: number }) =>
    show('success', message, opts),
  error: (message: string, opts?: { action?: ToastAction; duration?: number }) =>
    show('error', message, opts),
};
