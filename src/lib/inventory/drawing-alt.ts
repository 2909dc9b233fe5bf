/** What a vehicle's drawing says to people who cannot see it, wherever it is shown (file or inline). */
export function drawingAlt(name: string): string {
  return `Illustration of the ${name}`;
}
