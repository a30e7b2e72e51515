// A made-up prescription form as a PNG for the demo practice, drawn here so the repository holds no
// binary: a pale form with a header bar, boxes and lines where a doctor's print and handwriting would be.
import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 640;
const HEIGHT = 420;
type Rgb = [number, number, number];

/** One PNG chunk: length, type, data and the CRC over type and data (also used by the test fixtures). */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of width × height from its compressed image data (also used by the test fixtures). */
export function rgbPng(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bit, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export function demoPrescriptionPng(): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const fill = (x: number, y: number, w: number, h: number, [r, g, b]: Rgb) => {
    for (let row = y; row < Math.min(HEIGHT, y + h); row++)
      for (let col = x; col < Math.min(WIDTH, x + w); col++) pixels.set([r, g, b], (row * WIDTH + col) * 3);
  };
  const frame = (x: number, y: number, w: number, h: number, colour: Rgb) => {
    fill(x, y, w, 2, colour);
    fill(x, y + h - 2, w, 2, colour);
    fill(x, y, 2, h, colour);
    fill(x + w - 2, y, 2, h, colour);
  };
  const red: Rgb = [196, 64, 84];
  const ink: Rgb = [40, 52, 110];
  fill(0, 0, WIDTH, HEIGHT, [253, 240, 242]);
  fill(0, 0, WIDTH, 44, red);
  fill(24, 14, 220, 14, [255, 255, 255]);
  frame(20, 64, 300, 110, red); // insured person
  frame(340, 64, 280, 110, red); // doctor's stamp
  for (let i = 0; i < 4; i++) fill(36, 84 + i * 22, 180 + ((i * 53) % 90), 8, ink);
  fill(360, 88, 200, 10, [90, 90, 90]);
  fill(360, 110, 160, 10, [90, 90, 90]);
  frame(20, 190, 600, 150, red); // remedies
  for (let i = 0; i < 5; i++) fill(40, 210 + i * 24, 420 - i * 40, 9, ink);
  fill(470, 370, 150, 3, ink); // signature
  for (let x = 470; x < 610; x++) fill(x, 352 + Math.round(8 * Math.sin(x / 9)), 2, 3, ink);
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let row = 0; row < HEIGHT; row++)
    pixels.copy(raw, row * (WIDTH * 3 + 1) + 1, row * WIDTH * 3, (row + 1) * WIDTH * 3);
  return rgbPng(WIDTH, HEIGHT, deflateSync(raw));
}
