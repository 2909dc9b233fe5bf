/**
 * The years a business has served, as its pages state them: whole years since the founding year, counted down
 * to the last full five (founded 2010: "15+" from 2025 to 2029, "20+" from 2030), so the figure is never
 * typed beside the founding year and never overstates. A business younger than five years states its exact count.
 */
export function yearsInBusiness(foundedYear: number, today: Date): number {
  const years = Math.max(0, today.getUTCFullYear() - foundedYear);
  return years < 5 ? years : years - (years % 5);
}
