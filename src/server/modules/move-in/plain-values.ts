/**
 * The words plain files use, in Quadrant's seven languages (and the obvious spellings): which
 * column is which in a spreadsheet's header, and what its cells mean — done or not, which
 * priority, which quadrant. A header or value not listed here is not guessed at.
 */
import type { MoveInPriority } from '../../../shared/contracts/move-in.ts';

// prettier-ignore
export type PlainColumn =
  'title' | 'description' | 'due' | 'time' | 'priority' | 'quadrant' | 'list' | 'done' | 'tags' | 'checklist';

// prettier-ignore
const HEADERS: Record<PlainColumn, string[]> = {
  title: [
    'title', 'task', 'task name', 'name', 'todo', 'to do', 'item', 'subject', 'summary', 'content',
    'titel', 'aufgabe', 'título', 'titulo', 'tarea', 'titre', 'tâche', 'tache', 'titolo', 'attività',
    'compito', 'tarefa', 'タスク', 'タイトル', '件名', 'タスク名',
  ],
  description: [
    'description', 'notes', 'note', 'details', 'body', 'desc', 'beschreibung', 'notizen', 'notiz',
    'descripción', 'descripcion', 'notas', 'descrizione', 'descrição', 'descricao', 'メモ', '説明',
  ],
  due: [
    'due', 'due date', 'duedate', 'date', 'deadline', 'due on', 'fällig', 'fällig am', 'fälligkeit',
    'datum', 'fecha', 'vencimiento', 'fecha límite', 'échéance', 'echeance', 'date d’échéance',
    "date d'échéance", 'scadenza', 'data', 'prazo', 'vencimento', '期限', '期日', '日付',
  ],
  time: ['due time', 'time', 'uhrzeit', 'zeit', 'hora', 'heure', 'ora', 'horário', '時刻', '時間'],
  priority: [
    'priority', 'prio', 'importance', 'priorität', 'prioridad', 'priorité', 'priorite', 'priorità',
    'prioridade', '優先度', '重要度',
  ],
  quadrant: ['quadrant', 'quadrante', 'cuadrante', 'eisenhower', '象限'],
  list: [
    'list', 'board', 'project', 'category', 'folder', 'area', 'liste', 'projekt', 'kategorie', 'lista',
    'proyecto', 'categoría', 'categoria', 'projet', 'catégorie', 'tableau', 'progetto', 'projeto',
    'quadro', 'リスト', 'プロジェクト', 'ボード',
  ],
  done: [
    'done', 'completed', 'complete', 'status', 'state', 'finished', 'erledigt', 'hecho', 'completada',
    'completado', 'estado', 'fait', 'terminé', 'statut', 'fatto', 'completato', 'stato', 'concluído',
    'concluido', 'feito', '完了', '状態', 'ステータス',
  ],
  tags: ['tags', 'labels', 'tag', 'label', 'schlagwörter', 'etiquetas', 'étiquettes', 'etichette', 'タグ', 'ラベル'],
  checklist: [
    'subtasks', 'sub tasks', 'checklist', 'check list', 'items', 'teilaufgaben', 'subtareas',
    'sous-tâches', 'sous tâches', 'sottoattività', 'subtarefas', 'サブタスク', 'チェックリスト',
  ],
};

const BY_HEADER = new Map<string, PlainColumn>(
  Object.entries(HEADERS).flatMap(([column, names]) => names.map((n) => [n, column as PlainColumn])),
);

export function normalizeHeader(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

/** Which column a header names; the first one naming it wins (a second "date" is not the due date). */
export function columnsOf(header: readonly string[]): Map<PlainColumn, number> {
  const found = new Map<PlainColumn, number>();
  header.forEach((name, i) => {
    const column = BY_HEADER.get(normalizeHeader(name));
    if (column && !found.has(column)) found.set(column, i);
  });
  return found;
}

// prettier-ignore
const DONE_WORDS = new Set([
  'x', '✓', '✔', '☑', 'yes', 'y', 'true', '1', 'done', 'completed', 'complete', 'finished', 'closed',
  'ja', 'erledigt', 'fertig', 'sí', 'si', 'hecho', 'completada', 'completado', 'terminada', 'oui', 'fait',
  'terminé', 'terminée', 'sì', 'fatto', 'completato', 'completata', 'sim', 'feito', 'concluído',
  'concluida', 'concluído', '完了', '済', '済み', 'はい',
]);

export function isDoneWord(cell: string): boolean {
  return DONE_WORDS.has(cell.trim().toLowerCase());
}

// prettier-ignore
const PRIORITY_WORDS: Record<string, MoveInPriority> = {
  highest: 'p1', urgent: 'p1', critical: 'p1', high: 'p1', hoch: 'p1', dringend: 'p1', alta: 'p1',
  urgente: 'p1', haute: 'p1', élevée: 'p1', elevee: 'p1', 高: 'p1', 緊急: 'p1',
  medium: 'p2', normal: 'p2', mittel: 'p2', media: 'p2', moyenne: 'p2', média: 'p2', 中: 'p2',
  low: 'p3', niedrig: 'p3', baja: 'p3', basse: 'p3', bassa: 'p3', baixa: 'p3', 低: 'p3',
  lowest: 'p4', none: 'p4', keine: 'p4', ninguna: 'p4', aucune: 'p4', nessuna: 'p4', nenhuma: 'p4', なし: 'p4',
};

/** A priority cell: 1–4, p1–p4, !1–!4 or a word; `none` when empty or not understood. */
export function priorityWord(cell: string): MoveInPriority {
  const value = cell.trim().toLowerCase();
  const digit = /^[p!]?([1-4])$/.exec(value)?.[1];
  if (digit) return `p${digit}` as MoveInPriority;
  return PRIORITY_WORDS[value] ?? 'none';
}

// prettier-ignore
const QUADRANT_WORDS: Record<string, MoveInPriority> = {
  'do first': 'p1', do: 'p1', 'urgent & important': 'p1', 'urgent and important': 'p1',
  schedule: 'p2', plan: 'p2', important: 'p2',
  delegate: 'p3', urgent: 'p3',
  delete: 'p4', eliminate: 'p4', drop: 'p4',
};

/**
 * A quadrant cell (1–4, q1–q4, the quadrants' names): as the priority whose default quadrant it
 * is, so the mapping shows it and the person can still move it.
 */
export function quadrantWord(cell: string): MoveInPriority {
  const value = cell.trim().toLowerCase();
  const digit = /^q?([1-4])$/.exec(value)?.[1];
  if (digit) return `p${digit}` as MoveInPriority;
  return QUADRANT_WORDS[value] ?? 'none';
}
