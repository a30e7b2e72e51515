// Picking the prescription file: checked at once (the patient is still looking at the field), and a JPG or PNG
// over 4 MB made smaller first (shrinkPhoto.ts), with a status line saying so.
import { useCallback, useRef, useState } from 'react';
import {
  prescriptionFileError,
  prescriptionFilePlan,
} from '../../../../common/reception/prescriptionFile.ts';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import type { PhotoShrinkState } from './PhotoShrinkStatus.tsx';
import { shrinkPhoto } from './shrinkPhoto.ts';

export function usePrescriptionFile(
  setFile: (file: File | null) => void,
  setFileError: (message: string | null) => void,
) {
  const texts = usePatientTexts().reception.prescription;
  const [shrink, setShrink] = useState<PhotoShrinkState>(null);
  const latestPick = useRef(0);

  const pick = useCallback(
    async (picked: File | null) => {
      const pickNumber = ++latestPick.current;
      setShrink(null);
      setFile(picked);
      if (!picked) return;
      if (prescriptionFilePlan(picked) !== 'shrink') {
        setFileError(prescriptionFileError(picked, texts));
        return;
      }
      setShrink({ status: 'shrinking' });
      const smaller = await shrinkPhoto(picked);
      // Another file (or none) was picked meanwhile: that one counts.
      if (pickNumber !== latestPick.current) return;
      if (!smaller) {
        // Unreadable, or still over 4 MB at the lowest quality: today's "too large" message.
        setShrink(null);
        setFileError(prescriptionFileError(picked, texts));
        return;
      }
      setFile(smaller);
      setShrink({ status: 'shrunk', before: picked.size, after: smaller.size });
    },
    [setFile, setFileError, texts],
  );

  return { pick, shrink, shrinking: shrink?.status === 'shrinking' };
}
