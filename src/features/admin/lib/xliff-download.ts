/** Hands `xml` to the browser as a download named `fileName`. */
export function downloadXliff(xml: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/xliff+xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
