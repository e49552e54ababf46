/** Shared look of the header's dropdown menus. */
export const menuContentClass =
  'z-50 min-w-48 rounded-lg bg-white p-1 text-sm text-slate-900 shadow-lg ring-1 ring-slate-200 focus:outline-none';

export const menuItemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-2 outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900 data-[state=checked]:font-semibold';
