import { layoutTexts } from '../../../common/texts/layout.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

export function BlacklistPage() {
  return <PageHeader title={layoutTexts.pages.blacklist} />;
}
