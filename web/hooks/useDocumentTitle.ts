import { useEffect } from 'react';
import { generalTexts } from '../../common/texts/general.ts';

/** Names the browser tab after the page, so screen-reader users and tab lists know where they are. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = generalTexts.documentTitle(pageTitle);
  }, [pageTitle]);
}
