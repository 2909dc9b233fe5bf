/**
 * Comparing a secret a client sent with the configured one without telling, by the time the answer takes, how
 * much of it was right: both are hashed (SHA-256) first, so the comparison always runs over 32 bytes whatever the
 * lengths, and every byte is compared.
 */

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** Whether the two texts are equal, in a time that does not depend on where they differ. */
export async function timingSafeEqualText(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0 && expected !== '';
}
