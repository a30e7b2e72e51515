import { Download, ExternalLink, FileText, ImageOff, Maximize2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { formatGermanDateTime } from '../../../common/dashboard/submissionDisplay.ts';
import type { PrescriptionFile } from '../../../common/schemas/submissionDetail.ts';
import { formatMegabytes } from '../../../common/submission/fileSize.ts';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button, buttonClasses } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { DD_CLASSES, DL_CLASSES, DT_CLASSES, Section } from './Section.tsx';
import type { FileUrls } from './types.ts';
import { useFileDownload } from './useFileDownload.ts';

const texts = submissionTexts.file;

type FileInfo = Extract<PrescriptionFile, { kind: 'file' }>;

type ImageState = 'loading' | 'loaded' | 'failed';

interface PrescriptionFileSectionProps {
  file: PrescriptionFile;
  urls: FileUrls;
}

/** The prescription file: preview for images, view for PDFs, download, size and upload date (spec 001 §2.1). */
export function PrescriptionFileSection({ file, urls }: PrescriptionFileSectionProps) {
  return (
    <Section title={texts.title} testId="prescription-file">
      {file.kind === 'invalid' && (
        <p className="text-sm text-red-800">{submissionTexts.errors.fileMetadata}</p>
      )}
      {file.kind === 'legacy' && (
        <div className="flex flex-col gap-1 text-sm">
          <p className="text-slate-600">{texts.legacy}</p>
          <code className="min-w-0 break-all rounded bg-slate-100 px-2 py-1 font-mono text-xs text-slate-800">
            {file.path}
          </code>
        </div>
      )}
      {file.kind === 'file' && <StoredFile file={file} urls={urls} />}
    </Section>
  );
}

function StoredFile({ file, urls }: { file: FileInfo; urls: FileUrls }) {
  const downloader = useFileDownload();
  const isImage = file.fileType.startsWith('image/');
  const isPdf = file.fileType === 'application/pdf';
  const uploadedAt = formatGermanDateTime(file.uploadedAt);

  const downloadButton = (
    <Button
      variant="secondary"
      loading={downloader.pending}
      onClick={() => void downloader.download(urls.download, file.fileName)}
      icon={<Download aria-hidden="true" className="size-4" />}
    >
      {texts.download}
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {isImage && <ImagePreview file={file} urls={urls} downloadButton={downloadButton} />}
        {!isImage && (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-md border border-slate-200 bg-slate-50 text-slate-500">
            <FileText aria-hidden="true" className="size-8" />
          </span>
        )}
        <dl className={`${DL_CLASSES} flex-1 text-sm`}>
          <dt className={DT_CLASSES}>{texts.name}</dt>
          <dd className={`${DD_CLASSES} break-all`}>{file.fileName}</dd>
          <dt className={DT_CLASSES}>{texts.type}</dt>
          <dd className={DD_CLASSES}>{file.fileType}</dd>
          <dt className={DT_CLASSES}>{texts.size}</dt>
          <dd className={`${DD_CLASSES} tabular-nums`} data-testid="file-size">
            {formatMegabytes(file.fileSize)}
          </dd>
          {uploadedAt && (
            <>
              <dt className={DT_CLASSES}>{texts.uploadedAt}</dt>
              <dd className={DD_CLASSES}>
                <time dateTime={file.uploadedAt}>{uploadedAt}</time>
              </dd>
            </>
          )}
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        {isPdf && (
          <a
            href={urls.inline}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary')}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {texts.view}
            <span className="sr-only"> {texts.viewHint}</span>
          </a>
        )}
        {downloadButton}
      </div>
      {downloader.failed && <Alert>{submissionTexts.errors.download}</Alert>}
    </div>
  );
}

interface ImagePreviewProps {
  file: FileInfo;
  urls: FileUrls;
  downloadButton: ReactNode;
}

/** Thumbnail while loading, loaded or failed (placeholder icon); the loaded image opens full size in a dialog. */
function ImagePreview({ file, urls, downloadButton }: ImagePreviewProps) {
  const [state, setState] = useState<ImageState>('loading');
  const [fullscreen, setFullscreen] = useState(false);

  if (state === 'failed') {
    return (
      <div
        data-testid="image-placeholder"
        className="flex size-40 shrink-0 flex-col items-center justify-center gap-2 rounded-md border border-dashed border-slate-300 bg-slate-50 p-2 text-center text-xs text-slate-600"
      >
        <ImageOff aria-hidden="true" className="size-8 text-slate-500" />
        {texts.imageFailed}
      </div>
    );
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setFullscreen(true)}
        disabled={state !== 'loaded'}
        aria-label={texts.openFullscreen}
        className="group relative flex size-40 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-wait"
      >
        <img
          src={urls.inline}
          alt={texts.thumbnailAlt(file.fileName)}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          className={`size-full object-contain ${state === 'loaded' ? '' : 'invisible'}`}
        />
        {state === 'loading' && (
          <span className="absolute inset-0 flex items-center justify-center text-primary">
            <Spinner label={texts.imageLoading} />
          </span>
        )}
        {state === 'loaded' && (
          <span
            aria-hidden="true"
            className="absolute right-1 bottom-1 rounded bg-white/90 p-1 text-slate-700 shadow-sm group-hover:text-primary"
          >
            <Maximize2 className="size-4" />
          </span>
        )}
      </button>
      <Modal
        open={fullscreen}
        onOpenChange={setFullscreen}
        title={texts.fullscreenTitle(file.fileName)}
        closeLabel={texts.close}
        size="lg"
        footer={
          <>
            {downloadButton}
            <Button variant="secondary" onClick={() => setFullscreen(false)}>
              {texts.close}
            </Button>
          </>
        }
      >
        <img
          src={urls.inline}
          alt={texts.thumbnailAlt(file.fileName)}
          className="h-[70dvh] w-full object-contain"
        />
      </Modal>
    </>
  );
}
