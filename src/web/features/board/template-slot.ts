/**
 * "New board" offers the templates the public site shows (a board with starter tasks in their
 * quadrants). The picker is the templates feature's; the route composes it in through this context,
 * so the board does not import another feature, and its code loads only when the dialog opens.
 */
import { createContext, type ReactNode } from 'react';

export interface TemplatePickerProps {
  /** The board the template made exists on the server: open it once this device has it. */
  onApplied: (boardId: string) => void;
}

/** Renders the picker (lazily loaded by the route); null where templates are not offered. */
export const TemplatePickerContext = createContext<((props: TemplatePickerProps) => ReactNode) | null>(null);
