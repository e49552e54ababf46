/**
 * The calendar's two drag roles on pragmatic-drag-and-drop (ADR 0004): a task chip as a source,
 * a day, all-day row or time slot as a target. Only the element being dragged or hovered
 * re-renders during a drag; the drop itself is handled once, by the calendar's monitor.
 */
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { useEffect, useState, type RefObject } from 'react';
import { CalendarDragSchema, calendarDragData, calendarDropData } from '../drag-data.ts';

export function useDraggableTask(ref: RefObject<HTMLElement | null>, taskId: string): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return draggable({
      element,
      getInitialData: () => calendarDragData(taskId),
      onDragStart: () => setDragging(true),
      onDrop: () => setDragging(false),
    });
  }, [ref, taskId]);
  return dragging;
}

/** `time`: undefined keeps the task's time, null makes it all-day, 'HH:MM' sets it. */
export function useDayDropTarget(
  ref: RefObject<HTMLElement | null>,
  date: string,
  time?: string | null,
): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return dropTargetForElements({
      element,
      canDrop: ({ source }) => CalendarDragSchema.safeParse(source.data).success,
      getData: () => calendarDropData(date, time),
      onDragEnter: () => setOver(true),
      onDragLeave: () => setOver(false),
      onDrop: () => setOver(false),
    });
  }, [ref, date, time]);
  return over;
}
