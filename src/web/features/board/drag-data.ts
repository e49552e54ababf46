/**
 * What travels with a drag. pragmatic-drag-and-drop hands data back untyped, so it is parsed here
 * by schema, like any other boundary.
 */
import { z } from 'zod';
import { QuadrantSchema } from '../../../shared/contracts/tasks.ts';

export const CardDragSchema = z.object({ type: z.literal('task'), taskId: z.string() });
export const CardDropSchema = z.object({
  type: z.literal('task-target'),
  taskId: z.string(),
  quadrant: QuadrantSchema,
});
export const QuadrantDropSchema = z.object({ type: z.literal('quadrant-target'), quadrant: QuadrantSchema });
/** A lane's tab in the lanes view: a note dropped there goes to the top of that quadrant. */
export const LaneTabDropSchema = z.object({ type: z.literal('lane-tab-target'), quadrant: QuadrantSchema });

export function cardDragData(taskId: string): Record<string, unknown> {
  return { type: 'task', taskId };
}
export function cardDropData(taskId: string, quadrant: number): Record<string, unknown> {
  return { type: 'task-target', taskId, quadrant };
}
export function quadrantDropData(quadrant: number): Record<string, unknown> {
  return { type: 'quadrant-target', quadrant };
}
export function laneTabDropData(quadrant: number): Record<string, unknown> {
  return { type: 'lane-tab-target', quadrant };
}
