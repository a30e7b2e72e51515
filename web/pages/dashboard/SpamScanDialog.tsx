import { useState } from 'react';
import { canStartScan, clampScanLimit, scanRequestBody } from '../../../common/dashboard/scanOptions.ts';
import { dashboardTexts } from '../../../common/texts/dashboard.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { INITIAL_SCAN_FORM, type ScanFormValues, ScanOptionsForm } from './spamScan/ScanOptionsForm.tsx';
import { ScanProgressPanel } from './spamScan/ScanProgressPanel.tsx';
import { ScanResults } from './spamScan/ScanResults.tsx';
import { useSpamScan } from './spamScan/useSpamScan.ts';

const texts = dashboardTexts.scan;

interface SpamScanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The spam scan (spec 000 §2): options → running with progress → result or error; "Neuen Scan starten" returns. */
export function SpamScanDialog({ open, onOpenChange }: SpamScanDialogProps) {
  const [values, setValues] = useState<ScanFormValues>(INITIAL_SCAN_FORM);
  const scan = useSpamScan();

  function close(next: boolean) {
    if (!next) scan.reset();
    onOpenChange(next);
  }

  function start() {
    const limit = clampScanLimit(values.limit);
    setValues((v) => ({ ...v, limit: String(limit) }));
    void scan.start(scanRequestBody({ ...values, limit }));
  }

  const startable = canStartScan(values.mode, values.formType);

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={texts.title}
      description={texts.description}
      closeLabel={texts.close}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {texts.close}
          </Button>
          {scan.phase === 'idle' || scan.phase === 'running' ? (
            <Button onClick={start} disabled={!startable} loading={scan.phase === 'running'}>
              {texts.start}
            </Button>
          ) : (
            <Button onClick={scan.reset}>{texts.restart}</Button>
          )}
        </>
      }
    >
      {scan.phase === 'idle' && <ScanOptionsForm values={values} onChange={setValues} />}
      {scan.phase === 'running' && <ScanProgressPanel progress={scan.progress} notice={scan.notice} />}
      {scan.phase === 'completed' && scan.result && (
        <div className="flex flex-col gap-3">
          {scan.notice && <p className="text-amber-900">{scan.notice}</p>}
          {(scan.progress?.total ?? 0) > 0 && (
            <ScanProgressPanel progress={scan.progress} notice={null} running={false} />
          )}
          <ScanResults result={scan.result} />
        </div>
      )}
      {scan.phase === 'error' && scan.error && (
        <Alert title={scan.errorDetail ? scan.error : undefined}>{scan.errorDetail ?? scan.error}</Alert>
      )}
    </Modal>
  );
}
