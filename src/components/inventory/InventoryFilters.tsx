import { BRAND_OPTIONS, CATEGORY_OPTIONS, PRICE_OPTIONS, type FilterState } from '../../lib/inventory/filters';
import { inventoryPath } from '../../lib/routes';
import FilterSelect from './FilterSelect';
import { filterField } from './filter-classes';

interface Props {
  filters: FilterState;
  onChange: (next: FilterState, field: keyof FilterState) => void;
}

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
      action={inventoryPath}
      method="get"
      onSubmit={(e) => e.preventDefault()}
      className="inventory-filters grid grid-cols-2 gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:gap-4 lg:grid-cols-4"
    >
      <label className={`${filterField} col-span-2 lg:col-span-1`}>
        Search
        <input
          type="search"
          name="q"
          value={filters.q}
          onChange={(e) => set('q', e.target.value)}
          placeholder="Search by name or description"
          maxLength={100}
          autoComplete="off"
          className="form-control"
        />
      </label>
      <FilterSelect
        label="Category"
        name="category"
        value={filters.category}
        options={CATEGORY_OPTIONS}
        onChange={(v) => set('category', v)}
        className="col-span-2 lg:col-span-1"
      />
      <FilterSelect label="Brand" name="brand" value={filters.brand} options={BRAND_OPTIONS} onChange={(v) => set('brand', v)} />
      <FilterSelect label="Price Range" name="price" value={filters.price} options={PRICE_OPTIONS} onChange={(v) => set('price', v)} />
      {/* Filters apply as you type or choose; Enter in the search box lands here and changes nothing more. */}
      <button type="submit" className="sr-only">
        Apply filters
      </button>
    </form>
  );
}
