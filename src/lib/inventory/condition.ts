/** A cart's condition in words: "New", or "Pre-owned" with its model year when known ("Pre-owned (2022)"). */
export function conditionLabel(v: { isNew: boolean; year?: number | undefined }): string {
  return v.isNew ? 'New' : `Pre-owned${v.year ? ` (${v.year})` : ''}`;
}
