/**
 * Astro's typing of the project's directives (registered in astro.config.mjs): `client:compare`
 * (compare-directive.ts) and `client:inventory` (inventory-directive.ts, its value the InventoryStart it reads).
 */
declare global {
  namespace Astro {
    interface ClientDirectives {
      'client:compare'?: boolean;
      'client:inventory'?: import('./inventory-directive').InventoryStart;
    }
  }
}

export {};
