/** The one import of Radix's Popover: its own chunk, fetched on demand (popover.tsx). */
export { Popover } from 'radix-ui';
