/** Hands a text file to the browser as a download (UTF-8; the text brings its own BOM when it needs one). */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
