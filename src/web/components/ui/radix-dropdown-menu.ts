/** The one import of Radix's DropdownMenu: its own chunk, fetched on demand (dropdown-menu.tsx). */
export { DropdownMenu } from 'radix-ui';
