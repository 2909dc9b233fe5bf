/** The label around each inventory filter (search box and selects); the control inside is a `.form-control`. */
export const filterField = 'flex flex-col gap-1 text-sm font-bold text-brand-900';
