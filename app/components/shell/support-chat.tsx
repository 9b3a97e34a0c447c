import { type MouseEvent, useState } from "react";
import { useT } from "~/components/locale";
import { AppLink } from "~/components/ui/app-link";
import { Icon } from "~/components/ui/icons";
import { useSite } from "./use-shell-data";

/**
 * "Chat with support" (the chat widget, docs/shop/18-rulings.md §18.4, docs/shop/01-product.md §1.8). A
 * link to the contact page (on that page, to its forms: `fallback`), which is all it is without
 * JavaScript, in lite mode or when the shop has no chat; with JavaScript and an agent id in the
 * settings, pressing it loads the chat provider's script and ours (never before) and opens its window,
 * falling back to the link if the script cannot be had.
 */
export function SupportChat({ className = "", fallback = "/contactus" }: { className?: string; fallback?: string }) {
  const t = useT();
  const { chatAgentId } = useSite();
  const [state, setState] = useState<"idle" | "opening" | "open">("idle");

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!chatAgentId || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const link = event.currentTarget;
    setState("opening");
    // The loader comes with the first press, as the provider's script does: no page pays for it before.
    import("~/lib/chat-widget")
      .then(({ openChatWidget }) => openChatWidget(chatAgentId))
      .then(
      () => setState("open"),
      () => {
        setState("idle");
        window.location.assign(link.href);
      },
    );
  };

  const link = { onClick, className: `inline-flex items-center gap-2 ${className}`, "aria-busy": state === "opening" || undefined, "data-support-chat": state };
  const label = (
    <>
      <Icon name="comment" width={18} height={18} />
      {t(state === "opening" ? "footer.supportChat.opening" : "footer.supportChat.label")}
    </>
  );
  return fallback.startsWith("#") ? <a href={fallback} {...link}>{label}</a> : <AppLink to={fallback} {...link}>{label}</AppLink>;
}
