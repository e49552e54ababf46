/**
 * A Radix primitive with a trigger (DropdownMenu, Popover), fetched when
 * first pressed instead of with the page (issue 13: the board loaded ~18 KB gzip of menu code up
 * front; ADR 0031). Same parts, same props: until the code has arrived, `Root` and `Trigger`
 * render the closed trigger Radix would (same button, same attributes) and the other parts render
 * nothing, as a closed menu does. Pressing a trigger the way Radix opens it (pointer down, Enter,
 * Space, ArrowDown; a click for `opensOn: 'click'`) starts the download and opens it as soon as the
 * code is there; a pointer press is let go on the stand-in before Radix's trigger replaces it.
 * Then every instance renders Radix's own parts, and a trigger that had focus keeps it.
 * Nothing is fetched on hover or focus: swapping the trigger under a pointer that is about to
 * press it is what the press logic cannot see.
 */
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
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

interface RootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

interface TriggerProps {
  asChild?: boolean;
  disabled?: boolean;
  children?: ReactNode;
  ref?: unknown;
  onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onFocus?: (event: FocusEvent<HTMLButtonElement>) => void;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
}

export interface DeferOptions {
  /** What Radix's trigger says it opens (`aria-haspopup`). */
  haspopup: 'menu' | 'dialog';
  /** How Radix's trigger opens: a menu on pointer down and Enter/Space/ArrowDown, a popover on click. */
  opensOn: 'press' | 'click';
}

interface MenuState {
  /**
   * Whether this Root renders Radix's own Root. Radix's code can arrive while a pointer is still
   * down on the stand-in (from the browser's cache it takes a millisecond); until the press ends
   * the Root stays a stand-in, and so must its Trigger and parts, which Radix refuses outside it.
   */
  real: boolean;
  setFocused: (focused: boolean) => void;
  /** Whether the stand-in had focus (asked once, by Radix's trigger when it replaces it). */
  takeFocus: () => boolean;
  /** `pointer`: the press lasts until the pointer is released; the trigger stays until then. */
  wantOpen: (by: 'pointer' | 'now') => void;
}

/** Pressed: open once Radix is there. Pressing: a pointer is still down on the stand-in. */
type Press = 'none' | 'pressing' | 'pressed';

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

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

/**
 * The deferred stand-in of a Radix namespace `R`: `load` imports it (from a module of its own, so
 * it gets a chunk of its own), `parts` are the names of the parts that only exist while open.
 */
export function deferRadix<R extends { Root: unknown; Trigger: unknown }>(
  load: () => Promise<R>,
  parts: readonly Exclude<keyof R, 'Root' | 'Trigger'>[],
  options: DeferOptions,
): { namespace: R; load: () => Promise<R> } {
  let loaded: R | undefined;
  let loading: Promise<R> | undefined;
  const listeners = new Set<() => void>();

  const start = (): Promise<R> => {
    loading ??= load().then((radix) => {
      loaded = radix;
      for (const listener of listeners) listener();
      return radix;
    });
    return loading;
  };

  const useRadix = (): R | undefined =>
    useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => loaded,
      () => loaded,
    );

  const Context = createContext<MenuState | null>(null);

  function Root(props: RootProps) {
    const Real = useRadix();
    const focused = useRef(false);
    const [press, setPress] = useState<Press>('none');
    const { onOpenChange } = props;
    const actions = useMemo<Omit<MenuState, 'real'>>(
      () => ({
        setFocused: (value) => {
          focused.current = value;
        },
        takeFocus: () => {
          const value = focused.current;
          focused.current = false;
          return value;
        },
        wantOpen: (by) => {
          void start();
          if (by === 'now') {
            setPress('pressed');
            onOpenChange?.(true);
            return;
          }
          // Radix's trigger replaces the stand-in only once the press is over, so the release
          // (and the click that follows) lands where it began, as with Radix's own trigger.
          setPress('pressing');
          const end = (event: Event) => {
            document.removeEventListener('pointerup', end, true);
            document.removeEventListener('pointercancel', end, true);
            const released = event.type === 'pointerup';
            setPress(released ? 'pressed' : 'none');
            if (released) onOpenChange?.(true);
          };
          document.addEventListener('pointerup', end, true);
          document.addEventListener('pointercancel', end, true);
        },
      }),
      [onOpenChange],
    );
    const real = Boolean(Real) && press !== 'pressing';
    const state = useMemo<MenuState>(() => ({ ...actions, real }), [actions, real]);
    if (!Real || !real) {
      return <Context.Provider value={state}>{props.children}</Context.Provider>;
    }
    const RealRoot = Real.Root as ComponentType<RootProps>;
    const defaultOpen = props.defaultOpen ?? (props.open === undefined && press === 'pressed');
    return (
      <Context.Provider value={state}>
        <RealRoot {...props} defaultOpen={defaultOpen} />
      </Context.Provider>
    );
  }

  function Trigger({ ref, ...props }: TriggerProps) {
    const Real = useRadix();
    const menu = useContext(Context);
    const own = useRef<HTMLButtonElement | null>(null);
    useLayoutEffect(() => {
      if (Real && menu?.real !== false && menu?.takeFocus()) own.current?.focus();
    }, [Real, menu]);
    const setRef = (node: HTMLButtonElement | null) => {
      own.current = node;
      if (typeof ref === 'function') (ref as (node: HTMLButtonElement | null) => void)(node);
      else if (ref && typeof ref === 'object') (ref as { current: unknown }).current = node;
    };
    if (Real && menu?.real !== false) {
      const RealTrigger = Real.Trigger as ComponentType<TriggerProps>;
      return <RealTrigger {...props} ref={setRef} />;
    }
    return <StandInTrigger {...props} menu={menu} setRef={setRef} />;
  }

  function StandInTrigger({
    asChild,
    children,
    setRef,
    menu,
    ...props
  }: Omit<TriggerProps, 'ref'> & {
    menu: MenuState | null;
    setRef: (node: HTMLButtonElement | null) => void;
  }) {
    const standIn: Record<string, unknown> = {
      type: 'button',
      'aria-haspopup': options.haspopup,
      'aria-expanded': false,
      'data-state': 'closed',
      ...props,
      ref: setRef,
      onFocus: (event: FocusEvent<HTMLButtonElement>) => {
        props.onFocus?.(event);
        menu?.setFocused(true);
      },
      onBlur: (event: FocusEvent<HTMLButtonElement>) => {
        props.onBlur?.(event);
        menu?.setFocused(false);
      },
    };
    if (options.opensOn === 'click') {
      standIn.onClick = (event: MouseEvent<HTMLButtonElement>) => {
        props.onClick?.(event);
        if (!props.disabled && !event.defaultPrevented) menu?.wantOpen('now');
      };
    } else {
      standIn.onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
        props.onPointerDown?.(event);
        if (props.disabled || event.button !== 0 || event.ctrlKey) return;
        menu?.wantOpen('pointer');
        // As Radix does: the press opens the menu; focus does not move to the trigger.
        event.preventDefault();
      };
      standIn.onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
        props.onKeyDown?.(event);
        if (props.disabled || !OPEN_KEYS.has(event.key)) return;
        menu?.wantOpen('now');
        event.preventDefault();
      };
    }
    if (asChild && isValidElement(children)) {
      const child = children as ReactElement<Record<string, unknown>>;
      return cloneElement(child, slotProps(standIn, child.props));
    }
    return <button {...standIn}>{children}</button>;
  }

  /** A part that only exists inside an open menu or popover: nothing until Radix is there. */
  function part(key: Exclude<keyof R, 'Root' | 'Trigger'>) {
    function Part(props: Record<string, unknown>) {
      const Real = useRadix();
      const menu = useContext(Context);
      if (!Real || menu?.real === false) return null;
      const Component = Real[key] as ComponentType<Record<string, unknown>>;
      return <Component {...props} />;
    }
    Part.displayName = String(key);
    return Part;
  }

  const namespace: Record<string, unknown> = { Root, Trigger };
  for (const key of parts) namespace[key as string] = part(key);
  return { namespace: namespace as unknown as R, load: start };
}
