/** Shared look of the inventory filter fields (search box and selects). */
export const filterField = 'flex flex-col gap-1 text-sm font-bold text-brand-900';
export const filterControl =
  'min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-base font-normal text-ink focus:border-brand-600';
