import { ArrowRight, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { adminRequestsTexts } from '../../../common/texts/adminRequests.ts';
import { buttonClasses } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';

const texts = adminRequestsTexts;

/**
 * Spec 001 §2.4: the tab only asks to pick a tenant. In Praxisdesk that choice is the dashboard's filter bar
 * ("Mandant"), so the hint says so and leads there.
 */
export function RequestsTab() {
  return (
    <EmptyState
      icon={<Inbox aria-hidden="true" className="size-8" />}
      title={texts.title}
      hint={texts.hint}
      action={
        <Link to="/dashboard" className={`mt-2 ${buttonClasses('primary')}`}>
          {texts.toDashboard}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      }
    />
  );
}
