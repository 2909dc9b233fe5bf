/** The last line of a US postal address, as the Postal Service writes it: "Dover, DE 19901". */
export function cityStateZip(address: { city: string; region: string; postalCode: string }): string {
  return `${address.city}, ${address.region} ${address.postalCode}`;
}
