/**
 * Which task the "Move to…" dialog is open for. One dialog serves the whole board (a note only
 * holds a button), so 5,000 notes do not each carry a menu; the note's button and its `M` key
 * open it through this store.
 */
type Listener = () => void;

let openFor: string | null = null;
const listeners = new Set<Listener>();

function emit(): void {
  for (const l of listeners) l();
}

export function openMoveTo(taskId: string): void {
  openFor = taskId;
  emit();
}

export function closeMoveTo(): void {
  if (openFor === null) return;
  openFor = null;
  emit();
}

export function subscribeMoveTo(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function moveToTaskId(): string | null {
  return openFor;
}
