/** Saves `blob` as a file through a temporary download link (no server round trip, no new window). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
