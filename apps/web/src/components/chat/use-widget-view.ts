import { useCallback, useState } from 'react';
import { readItem, writeItem } from '../../lib/storage.ts';

/** docs/product.md §2/§4: the chat widget is open, minimised (a bar) or closed (a launcher button). */
export type WidgetView = 'open' | 'minimised' | 'closed';

export const WIDGET_VIEW_KEY = 'chuck.chatWidget';
const VIEWS: readonly WidgetView[] = ['open', 'minimised', 'closed'];

/**
 * The widget's state, remembered per browser. A first visit starts with the launcher, so the
 * widget never covers the front counter before the visitor asks for Chuck.
 */
export function useWidgetView(): [WidgetView, (view: WidgetView) => void] {
  const [view, setView] = useState<WidgetView>(() => {
    const stored = readItem(WIDGET_VIEW_KEY);
    return VIEWS.find((v) => v === stored) ?? 'closed';
  });
  const change = useCallback((next: WidgetView) => {
    writeItem(WIDGET_VIEW_KEY, next);
    setView(next);
  }, []);
  return [view, change];
}
