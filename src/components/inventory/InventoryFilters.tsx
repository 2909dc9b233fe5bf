import { BRAND_OPTIONS, CATEGORY_OPTIONS, PRICE_OPTIONS, type FilterState } from '../../lib/inventory/filters';
import { staticRoutes } from '../../lib/routes';

interface Props {
  filters: FilterState;
  onChange: (next: FilterState, field: keyof FilterState) => void;
}

const field = 'flex flex-col gap-1 text-sm font-bold text-brand-900';
const control = 'min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-base font-normal text-ink focus:border-brand-600';

/**
 * Search and the three selects (category on its own row on phones, where "All Categories" needs the width). It is a real GET form to the inventory with the same field names
 * as the URL query, so a search sent before the island is ready still lands on a filtered page.
 */
export default function InventoryFilters({ filters, onChange }: Props) {
  const set = <K extends keyof FilterState>(key: K, value: FilterState[K]) => onChange({ ...filters, [key]: value }, key);
  return (
    <form
      role="search"
      aria-label="Filter vehicles"
      action={staticRoutes.inventory}
      method="get"
      onSubmit={(e) => e.preventDefault()}
      className="inventory-filters grid grid-cols-2 gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:gap-4 lg:grid-cols-4"
    >
      <label className={`${field} col-span-2 lg:col-span-1`}>
        Search
        <input
          type="search"
          name="q"
          value={filters.q}
          onChange={(e) => set('q', e.target.value)}
          placeholder="Search by name or description"
          maxLength={100}
          autoComplete="off"
          className={control}
        />
      </label>
      <label className={`${field} col-span-2 lg:col-span-1`}>
        Category
        <select
          name="category"
          value={filters.category}
          onChange={(e) => set('category', e.target.value as FilterState['category'])}
          className={control}
        >
          {CATEGORY_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        Brand
        <select
          name="brand"
          value={filters.brand}
          onChange={(e) => set('brand', e.target.value as FilterState['brand'])}
          className={control}
        >
          {BRAND_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        Price Range
        <select
          name="price"
          value={filters.price}
          onChange={(e) => set('price', e.target.value as FilterState['price'])}
          className={control}
        >
          {PRICE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      {/* Filters apply as you type or choose; Enter in the search box lands here and changes nothing more. */}
      <button type="submit" className="sr-only">
        Apply filters
      </button>
    </form>
  );
}
