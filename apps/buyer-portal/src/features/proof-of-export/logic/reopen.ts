/**
 * H-010: any page can open the proof-of-export dialog again after the buyer closed it (the order page's Upload
 * beside its disabled PAY AND SHIP NOW). The dialog, mounted once in the signed-in frame, listens.
 */
const listeners = new Set<() => void>();

export function onReopenProofOfExport(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reopenProofOfExport(): void {
  for (const listener of listeners) listener();
}
