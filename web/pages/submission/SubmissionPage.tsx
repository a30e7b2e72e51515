import { layoutTexts } from '../../../common/texts/layout.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

export function SubmissionPage() {
  return <PageHeader title={layoutTexts.pages.submission} />;
}
