/**
 * The answer to a post caught by the honeypot must look like any other success: 201 {ok:true,id} with
 * an id a new message could have. Each decoy id is past the newest stored id and past every decoy given
 * before (by this isolate), so two caught posts never get the same id and ids only grow.
 */
export function nextDecoyId(newestStoredId: number, lastDecoyId: number): number {
  return Math.max(newestStoredId, lastDecoyId) + 1;
}
