/**
 * The site's phone number is written twice: as people read it ("1-888-555-0142") and as a phone dials it
 * (E.164, "+18885550142"). Both must be the same number, or a tap dials another line than the one shown.
 */

/** The ten digits of a US number as written for people, without the country code 1; undefined when it has no ten. */
export function usDigits(display: string): string | undefined {
  const digits = display.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return undefined;
}

/** Whether the number shown and the number dialled (E.164, "+1" and ten digits) are the same. */
export function samePhoneNumber(display: string, e164: string): boolean {
  const digits = usDigits(display);
  return digits !== undefined && `+1${digits}` === e164;
}
