import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import SignaturePad, { type PointGroup } from 'signature_pad';

/** What the form needs of the pad: is anything drawn, the strokes as PNG, and wiping them. */
export interface SignaturePadHandle {
  isEmpty: () => boolean;
  toPng: () => string;
  clear: () => void;
}

interface SignaturePadFieldProps {
  ref: Ref<SignaturePadHandle>;
  /** Ids of the visible label and of the hint/error texts (the canvas is described by them). */
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  /** After each stroke: a message about an empty pad can go. */
  onStroke: () => void;
}

/** Crisp on high-density screens, without a canvas of absurd size on a zoomed-out desktop. */
const pixelRatio = () => Math.min(Math.max(window.devicePixelRatio || 1, 1), 3);

/** The strokes made smaller by `factor` (a narrower pad after a rotation), so all of them still fit. */
const scaled = (groups: PointGroup[], factor: number): PointGroup[] =>
  groups.map((group) => ({
    ...group,
    points: group.points.map((point) => ({ ...point, x: point.x * factor, y: point.y * factor })),
  }));

/**
 * The drawing surface (signature_pad on a canvas): full width, 176 px high on a phone, with the device's pixel
 * ratio. When its width changes (rotation, window resize) the canvas is sized anew and the strokes drawn again —
 * made smaller if the pad became narrower — so a signature is never lost silently. The canvas takes pointer
 * input only; the typed name is the keyboard's way to sign (SignatureDocument).
 */
export function SignaturePadField({ ref, labelId, describedBy, invalid, onStroke }: SignaturePadFieldProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onStrokeRef = useRef(onStroke);
  onStrokeRef.current = onStroke;

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => (padRef.current?.toData().length ?? 0) === 0,
      toPng: () => padRef.current?.toDataURL('image/png') ?? '',
      clear: () => padRef.current?.clear(),
    }),
    [],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#0f172a', minWidth: 0.8, maxWidth: 2.8 });
    padRef.current = pad;
    let drawnWidth = 0;

    const sizeToBox = () => {
      const { width, height } = canvas.getBoundingClientRect();
      if (width === 0 || height === 0) return;
      const ratio = pixelRatio();
      const pixelWidth = Math.round(width * ratio);
      const pixelHeight = Math.round(height * ratio);
      if (canvas.width === pixelWidth && canvas.height === pixelHeight) return;
      // Resizing a canvas wipes it: keep the strokes and draw them again on the new one.
      const strokes = pad.toData();
      canvas.width = pixelWidth;
      canvas.height = pixelHeight;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0)
        pad.fromData(drawnWidth > width ? scaled(strokes, width / drawnWidth) : strokes);
      drawnWidth = width;
    };
    sizeToBox();
    const observer = new ResizeObserver(sizeToBox);
    observer.observe(canvas);
    const stroke = () => onStrokeRef.current();
    pad.addEventListener('endStroke', stroke);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', stroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  return (
    <div className="relative">
      <canvas
        ref={canvasRef}
        role="img"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        className={`block h-44 w-full cursor-crosshair touch-none rounded-md border-2 border-dashed bg-white sm:h-48 ${
          invalid ? 'border-danger' : 'border-slate-300'
        }`}
      />
      {/* The line to sign on, as on paper; it is not part of the image. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute start-6 end-6 bottom-10 border-b border-slate-300"
      />
    </div>
  );
}
