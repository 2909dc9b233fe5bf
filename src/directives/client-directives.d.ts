/**
 * Astro's typing of the project's directives (registered in astro.config.mjs): `client:compare`
 * (compare-directive.ts), `client:inventory` (inventory-directive.ts, its value the InventoryStart it reads)
 * `client:changed` (changed-directive.ts, its value the ChangedCheck it makes) and `client:use`
 * (first-use-directive.ts, its value the FirstUse it reads).
 */
declare global {
  namespace Astro {
    interface ClientDirectives {
      'client:compare'?: boolean;
      'client:inventory'?: import('./inventory-directive').InventoryStart;
      'client:changed'?: import('./changed-directive').ChangedCheck;
      'client:use'?: import('./first-use-directive').FirstUse;
    }
  }
}

export {};
