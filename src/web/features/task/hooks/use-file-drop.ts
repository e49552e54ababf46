/**
 * Files dropped anywhere on an element: only drags that carry files are accepted (a dragged
 * checklist row or text is left alone), and `dropping` says when to show the drop highlight.
 */
import { useState, type DragEvent } from 'react';

function hasFiles(event: DragEvent): boolean {
  return event.dataTransfer.types.includes('Files');
}

export function useFileDrop(onFiles: (files: File[]) => void, enabled: boolean) {
  const [dropping, setDropping] = useState(false);
  if (!enabled) return { dropping: false, dropProps: {} };
  return {
    dropping,
    dropProps: {
      onDragOver: (event: DragEvent<HTMLDivElement>) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDropping(true);
      },
      onDragLeave: (event: DragEvent<HTMLDivElement>) => {
        if (event.currentTarget === event.target) setDropping(false);
      },
      onDrop: (event: DragEvent<HTMLDivElement>) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDropping(false);
        onFiles(Array.from(event.dataTransfer.files));
      },
    },
  };
}
