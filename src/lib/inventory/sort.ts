/** Catalogue order on the inventory: new carts before pre-owned, then by brand, then by price. */
export function compareVehicles(
  a: { isNew: boolean; brand: string; price: number; name: string },
  b: { isNew: boolean; brand: string; price: number; name: string },
): number {
  return Number(b.isNew) - Number(a.isNew) || a.brand.localeCompare(b.brand) || a.price - b.price || a.name.localeCompare(b.name);
}

export function sortVehicles<T extends Parameters<typeof compareVehicles>[0]>(list: readonly T[]): T[] {
  return [...list].sort(compareVehicles);
}
