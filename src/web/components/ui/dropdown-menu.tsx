/**
 * Radix's DropdownMenu, fetched when a menu is first wanted instead of with the page (issue 13:
 * ~18 KB gzip the board loaded up front for menus nobody had opened; ADR 0031). Same parts, same
 * props: until the code has arrived, `Root` and `Trigger` render the closed trigger Radix would
 * (same button, same attributes) and the other parts render nothing, as a closed menu does.
 * Pointing at or focusing a trigger starts the download; pressing it (pointer down, Enter, Space,
 * ArrowDown, as Radix opens) also opens that menu as soon as the code is there. Then every menu
 * renders Radix's own parts, and a trigger that had focus keeps it.
 */
import type { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

type Radix = typeof RadixDropdownMenu;

let loaded: Radix | undefined;
let loading: Promise<Radix> | undefined;
const listeners = new Set<() => void>();

/** Starts (once) the download of Radix's menu; every menu re-renders with it when it arrives. */
export function loadDropdownMenu(): Promise<Radix> {
  loading ??= import('./radix-dropdown-menu.ts').then((m) => {
    loaded = m.DropdownMenu;
    for (const listener of listeners) listener();
    return m.DropdownMenu;
  });
  return loading;
}

function useRadix(): Radix | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded,
    () => loaded,
  );
}

interface Pending {
  /** The stand-in trigger had focus when Radix arrived: give it to Radix's trigger. */
  focused: boolean;
}

interface MenuState {
  /** The stand-in trigger gained or lost focus. */
  setFocused: (focused: boolean) => void;
  /** Whether the stand-in had focus (asked once, by Radix's trigger when it replaces it). */
  takeFocus: () => boolean;
  wantOpen: () => void;
}

const PendingContext = createContext<MenuState | null>(null);

function Root(props: ComponentProps<Radix['Root']>) {
  const Real = useRadix();
  const pending = useRef<Pending>({ focused: false });
  // The person pressed the stand-in trigger: open once Radix is there.
  const [pressed, setPressed] = useState(false);
  const state = useMemo<MenuState>(
    () => ({
      setFocused: (focused) => {
        pending.current.focused = focused;
      },
      takeFocus: () => {
        const focused = pending.current.focused;
        pending.current.focused = false;
        return focused;
      },
      wantOpen: () => {
        setPressed(true);
        void loadDropdownMenu();
      },
    }),
    [],
  );
  if (!Real) return <PendingContext.Provider value={state}>{props.children}</PendingContext.Provider>;
  const defaultOpen = props.defaultOpen ?? (props.open === undefined && pressed);
  return (
    <PendingContext.Provider value={state}>
      <Real.Root {...props} defaultOpen={defaultOpen} />
    </PendingContext.Provider>
  );
}

/** Radix opens a menu on a primary-button pointer down without Ctrl, and on these keys. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

function Trigger({ ref, ...props }: ComponentProps<Radix['Trigger']>) {
  const Real = useRadix();
  const menu = useContext(PendingContext);
  const own = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    if (Real && menu?.takeFocus()) own.current?.focus();
  }, [Real, menu]);
  const setRef = (node: HTMLButtonElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  if (Real) return <Real.Trigger {...props} ref={setRef} />;
  return <StandInTrigger {...props} setRef={setRef} />;
}

function StandInTrigger({
  asChild,
  children,
  setRef,
  ...props
}: Omit<ComponentProps<Radix['Trigger']>, 'ref'> & { setRef: (node: HTMLButtonElement | null) => void }) {
  const context = useContext(PendingContext);
  const standIn: Record<string, unknown> = {
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    ...props,
    ref: setRef,
    onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
      props.onPointerEnter?.(event);
      void loadDropdownMenu();
    },
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      props.onFocus?.(event);
      context?.setFocused(true);
      void loadDropdownMenu();
    },
    onBlur: (event: FocusEvent<HTMLButtonElement>) => {
      props.onBlur?.(event);
      context?.setFocused(false);
    },
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      props.onPointerDown?.(event);
      if (props.disabled || event.button !== 0 || event.ctrlKey) return;
      context?.wantOpen();
      // As Radix does: the press opens the menu; focus does not move to the trigger.
      event.preventDefault();
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      props.onKeyDown?.(event);
      if (props.disabled || !OPEN_KEYS.has(event.key)) return;
      context?.wantOpen();
      event.preventDefault();
    },
  };
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<Record<string, unknown>>;
    return cloneElement(child, slotProps(standIn, child.props));
  }
  return <button {...standIn}>{children as ReactNode}</button>;
}

/** Radix's Slot merge: the child's props win, except that handlers run both and classes join. */
function slotProps(ours: Record<string, unknown>, theirs: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...ours, ...theirs, ref: ours.ref };
  for (const [key, value] of Object.entries(ours)) {
    const other = theirs[key];
    if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof other === 'function') {
      merged[key] = (...args: unknown[]) => {
        (other as (...a: unknown[]) => void)(...args);
        (value as (...a: unknown[]) => void)(...args);
      };
    } else if (key === 'className' && typeof other === 'string' && typeof value === 'string') {
      merged[key] = `${value} ${other}`;
    }
  }
  return merged;
}

/** A part that only exists inside an open menu: nothing until Radix is there. */
function part<K extends Exclude<keyof Radix, 'Root' | 'Trigger'>>(key: K): Radix[K] {
  function Part(props: Record<string, unknown>) {
    const Real = useRadix();
    if (!Real) return null;
    const Component = Real[key] as unknown as (p: Record<string, unknown>) => ReactNode;
    return <Component {...props} />;
  }
  Part.displayName = `DropdownMenu.${String(key)}`;
  return Part as unknown as Radix[K];
}

export const DropdownMenu = {
  Root: Root as Radix['Root'],
  Trigger: Trigger as unknown as Radix['Trigger'],
  Portal: part('Portal'),
  Content: part('Content'),
  Label: part('Label'),
  Separator: part('Separator'),
  Item: part('Item'),
  CheckboxItem: part('CheckboxItem'),
  RadioGroup: part('RadioGroup'),
  RadioItem: part('RadioItem'),
  ItemIndicator: part('ItemIndicator'),
  Group: part('Group'),
} satisfies Partial<Radix>;
