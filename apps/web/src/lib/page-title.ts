import { useEffect } from 'react';

const STORE_NAME = "Chuck's Video Store";

/** Sets the tab title to 'Screen · Chuck's Video Store' (or just the store name for home). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${STORE_NAME}` : STORE_NAME;
  }, [title]);
}
