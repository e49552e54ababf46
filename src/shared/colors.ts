/** The ten sticky-note colours (spec §3). The first is the default for new tasks. */
export const TASK_COLORS = [
  'yellow',
  'blue',
  'green',
  'pink',
  'purple',
  'orange',
  'red',
  'gray',
  'indigo',
  'teal',
] as const;
export type TaskColor = (typeof TASK_COLORS)[number];
export const DEFAULT_TASK_COLOR: TaskColor = 'yellow';
