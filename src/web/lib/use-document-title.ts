import { useEffect } from 'react';
import { PRODUCT_NAME } from '@common/constants';

/** Sets the tab title to 'Title · Amity' while the screen is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
