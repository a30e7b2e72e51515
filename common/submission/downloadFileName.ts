// The name a patient's file is stored, shown and downloaded under: the patient's own name, cleaned, ending in
// the extension of the type its content was found to be. A PDF that also carries HTML, uploaded as "x.html",
// is saved as "x.pdf" and opens in a PDF viewer, never as a page in a browser (issue 27 #6). Names stored
// before are fixed where they are read (server/presenters/prescriptionFile.ts), so old uploads are safe too.

const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

/** Any other type (rows of the old service) is served as application/octet-stream: saved as nothing that runs. */
const OTHER_EXTENSION = 'bin';
const MAX_STEM = 150;
export const FALLBACK_FILE_STEM = 'rezept';

/** What a system takes for an extension: a short run of letters and digits after the last dot. */
const EXTENSION = /\.([A-Za-z0-9]{1,10})$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed here
const RESERVED = /[\u0000-\u001f\u007f<>:"|?*]/g;
/** Direction marks would let "rezept\u202Egnp.pdf" read as a different extension than it has. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Half of a surrogate pair on its own cannot be encoded into a header (encodeURIComponent throws). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The extension a file of this type is saved with. */
export const extensionOf = (fileType: string) => EXTENSIONS[fileType]?.[0] ?? OTHER_EXTENSION;

/**
 * The patient's name without folders, control, reserved or direction characters, leading dots or trailing
 * dots and spaces; its own extension stays when it names the detected type ("scan.JPEG"), any other is
 * replaced ("x.html" → "x.pdf", "x.pdf.exe" → "x.pdf.png"). Applying it twice changes nothing.
 */
export function downloadFileName(name: string, fileType: string, fallbackStem = FALLBACK_FILE_STEM): string {
  const cleaned = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(LONE_SURROGATE, '_')
    .replace(BIDI_CONTROLS, '')
    .replace(RESERVED, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const match = EXTENSION.exec(cleaned);
  const own = match?.[1];
  const keepOwn = own !== undefined && (EXTENSIONS[fileType] ?? []).includes(own.toLowerCase());
  const stem = [...(match ? cleaned.slice(0, match.index) : cleaned)]
    .slice(0, MAX_STEM)
    .join('')
    .replace(/[.\s]+$/, '');
  return `${stem || fallbackStem}.${keepOwn ? own : extensionOf(fileType)}`;
}
