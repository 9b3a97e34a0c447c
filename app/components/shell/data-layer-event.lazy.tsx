import { useEffect, useRef } from "react";

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/**
 * Pushes a one-shot analytics event (the login event, docs/shop/04-flows.md §4.5) to the tag manager's
 * dataLayer, once, after the page that follows the action has loaded.
 */
export function DataLayerEvent({ event }: { event: ({ id: string } & Record<string, string | number>) | null }) {
  const pushed = useRef<string | null>(null);
  useEffect(() => {
    if (!event || pushed.current === event.id) return;
    pushed.current = event.id;
    const { id: _id, ...fields } = event;
    const target = window as DataLayerWindow;
    target.dataLayer = target.dataLayer ?? [];
    target.dataLayer.push(fields);
  }, [event]);
  return null;
}
