// A phone photo of a prescription is often 5–12 MB, more than the 4 MB upload limit (issue 29). The browser
// makes it smaller before sending: long side at most PHOTO_MAX_SIDE, re-encoded as JPEG with falling quality
// until it fits. The canvas writes no EXIF, so the photo's location and camera data stay on the phone.
import { MAX_UPLOAD_BYTES } from '../../../../common/intake/limits.ts';
import {
  PHOTO_JPEG_QUALITIES,
  shrunkPhotoName,
  shrunkPhotoSize,
} from '../../../../common/reception/prescriptionFile.ts';

const toJpeg = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

/** The photo as a JPEG of at most 4 MB, or null when it cannot be read or does not get small enough. */
export async function shrinkPhoto(photo: File): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    // 'from-image' applies the EXIF orientation: a photo taken with the phone held upright stays upright.
    bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const { width, height } = shrunkPhotoSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: a PNG's transparent parts become white paper, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    for (const quality of PHOTO_JPEG_QUALITIES) {
      const jpeg = await toJpeg(canvas, quality);
      if (jpeg && jpeg.size <= MAX_UPLOAD_BYTES)
        return new File([jpeg], shrunkPhotoName(photo.name), {
          type: 'image/jpeg',
          lastModified: photo.lastModified,
        });
    }
    return null;
  } finally {
    bitmap.close();
  }
}
