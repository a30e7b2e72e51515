import { layoutTexts } from '../../../common/texts/layout.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

export function MembershipPage() {
  return <PageHeader title={layoutTexts.pages.membership} />;
}
