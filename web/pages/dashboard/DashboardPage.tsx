import { layoutTexts } from '../../../common/texts/layout.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

export function DashboardPage() {
  return <PageHeader title={layoutTexts.pages.dashboard} />;
}
