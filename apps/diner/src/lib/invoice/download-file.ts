/**
 * Starts a download of a file the server serves as an attachment, by following a link with the
 * `download` attribute (the browser keeps the session cookie and shows its own progress).
 *
 * @param href - the file's address
 * @param fileName - the name to save it under
 * @param doc - the document to click the link in (the page's own by default)
 */
export function downloadFile(href: string, fileName: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
}
