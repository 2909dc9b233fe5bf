import { browseSelects, type Option } from '../../lib/inventory/browse';
import { inventoryPath } from '../../lib/routes';
import { buttonClass } from '../ui/button-class';
import FilterSelect from './FilterSelect';

interface Props {
  /** The category list, computed from the catalogue (categoryOptions). */
  categories: readonly Option[];
}

/**
 * Search, the sort, and the filters a phone folds behind a "Filters" button that counts the active ones:
 * category, brand, price, seats and condition. Static markup: the inventory island reads it and keeps it
 * in step with the URL (`InventoryBrowser`), so no framework code renders it. It is a real GET form to the
 * inventory with the URL's field names, so a search sent before the island is ready still lands on a
 * filtered page.
 */
export default function InventoryFilters({ categories }: Props) {
  const { sort, folded } = browseSelects(categories);
  return (
    <form
      role="search"
      aria-label="Filter vehicles"
      action={inventoryPath}
      method="get"
      autoComplete="off"
      className="inventory-filters filter-bar"
    >
      <label className="filter-field">
        Search
        <input
          type="search"
          name="q"
          placeholder="Search by name or description"
          maxLength={100}
          autoComplete="off"
          className="form-control"
        />
      </label>
      <FilterSelect {...sort} />
      <button type="button" className={`${buttonClass('ghost')} filter-toggle`} aria-expanded="false" aria-controls="filter-fold">
        Filters
        {/* The island fills in how many filters are set: a badge to see, words to hear. */}
        <span className="filter-count" aria-hidden="true" />
        <span className="sr-only" />
      </button>
      <div id="filter-fold" className="filter-fold">
        {folded.map((select) => (
          <FilterSelect key={select.name} {...select} />
        ))}
      </div>
      {/* Filters apply as you type or choose; Enter in the search box lands here and changes nothing more. */}
      <button type="submit" className="sr-only">
        Apply filters
      </button>
    </form>
  );
}
