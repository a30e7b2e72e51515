import { layoutTexts } from '../../../common/texts/layout.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

export function AdminPage() {
  return <PageHeader title={layoutTexts.pages.admin} />;
}
