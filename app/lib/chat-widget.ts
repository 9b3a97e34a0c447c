/**
 * The support chat (docs/shop/18-rulings.md §18.4): a script from the chat provider's CDN (Goftino,
 * whose widget Iranian shops use) with the shop's agent id from the settings (`chat_agent_id`). It is
 * loaded only when the shopper asks for it (components/shell/support-chat.tsx), never with the page: it
 * weighs more than the whole shop's own script. The CSP lets the shop's script load it
 * ('strict-dynamic'), and lets it reach the provider's hosts (server-lib/content-security-policy.server.ts).
 */
export const CHAT_WIDGET_ORIGIN = "https://www.goftino.com";

/** The provider's hosts the widget shows pictures and fonts from, frames, and talks to (with its sockets). */
export const CHAT_WIDGET_HOSTS = ["https://*.goftino.com"];
export const CHAT_WIDGET_SOCKETS = ["wss://*.goftino.com"];

export function chatWidgetSrc(agentId: string): string {
  return `${CHAT_WIDGET_ORIGIN}/widget/${encodeURIComponent(agentId)}`;
}

interface ChatWidgetApi {
  open(): void;
}

declare global {
  interface Window {
    Goftino?: ChatWidgetApi;
  }
}

/** How long the widget may take to be ready before the shopper is sent to the contact page instead. */
const READY_TIMEOUT_MS = 20_000;

let loading: Promise<void> | null = null;

/** Loads the widget once (a failed load may be tried again) and opens its window when it is ready. */
export function openChatWidget(agentId: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error("the chat widget did not load"));
    };
    const timer = setTimeout(fail, READY_TIMEOUT_MS);
    // The widget announces itself once its code has set up (goftino_ready), after the script's load.
    window.addEventListener(
      "goftino_ready",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    script.src = chatWidgetSrc(agentId);
    script.async = true;
    script.onerror = fail;
    document.head.append(script);
  });
  return loading.then(() => window.Goftino?.open());
}
