// Test helper: where each painted image lies on its page, read by PDF.js (a devDependency; only tests import
// this). The image's unit square through the current transformation matrix gives its box in PDF points.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

type Matrix = [number, number, number, number, number, number];

export type ImagePlacement = {
  /** 0-based page index. */
  page: number;
  pageWidth: number;
  pageHeight: number;
  /** The image's box, origin at the page's lower left. */
  left: number;
  bottom: number;
  right: number;
  top: number;
};

/** `m` applied first, then `n` (PDF's `cm` puts the new matrix in front of the current one). */
const times = ([a, b, c, d, e, f]: Matrix, [a2, b2, c2, d2, e2, f2]: Matrix): Matrix => [
  a * a2 + b * c2,
  a * b2 + b * d2,
  c * a2 + d * c2,
  c * b2 + d * d2,
  e * a2 + f * c2 + e2,
  e * b2 + f * d2 + f2,
];

export async function imagePlacements(bytes: Uint8Array): Promise<ImagePlacement[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const placements: ImagePlacement[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [x0, y0, x1, y1] = page.view;
    const { fnArray, argsArray } = await page.getOperatorList();
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: Matrix[] = [];
    fnArray.forEach((fn, i) => {
      if (fn === OPS.save) stack.push(ctm);
      else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
      else if (fn === OPS.transform) ctm = times(argsArray[i] as Matrix, ctm);
      else if (fn === OPS.paintImageXObject) {
        const corners = [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ].map(([x, y]) => [x! * ctm[0] + y! * ctm[2] + ctm[4], x! * ctm[1] + y! * ctm[3] + ctm[5]]);
        const xs = corners.map((c) => c[0]!);
        const ys = corners.map((c) => c[1]!);
        placements.push({
          page: n - 1,
          pageWidth: x1! - x0!,
          pageHeight: y1! - y0!,
          left: Math.min(...xs),
          bottom: Math.min(...ys),
          right: Math.max(...xs),
          top: Math.max(...ys),
        });
      }
    });
  }
  await pdf.destroy();
  return placements;
}
