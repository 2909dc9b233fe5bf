/** Astro's typing of `client:compare` (registered in astro.config.mjs, implemented in compare-directive.ts). */
declare global {
  namespace Astro {
    interface ClientDirectives {
      'client:compare'?: boolean;
    }
  }
}

export {};
