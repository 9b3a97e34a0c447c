import { useT } from "~/components/locale";
import type { ArLink } from "~/lib/augmented-reality";
import { imageUrl } from "~/lib/images";

/**
 * "See it in your room": a plain link to the phone's own AR viewer (lib/augmented-reality.ts).
 * Quick Look wants `rel="ar"` and an image as the link's first child; the intent link of Android
 * needs nothing more. No script, so lite pages have it too.
 */
export function SeeInYourRoom({ link, image }: { link: ArLink; image: string }) {
  const t = useT();
  return (
    <a
      href={link.href}
      rel={link.platform === "ios" ? "ar" : undefined}
      className="inline-flex items-center gap-3 self-start rounded-xl border border-line px-3 py-2 text-sm font-semibold text-secondary hover:bg-primary"
      data-ar-link={link.platform}
    >
      <img src={imageUrl(image, 96)} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10 rounded-lg object-cover" />
      {t("product.seeInRoom")}
    </a>
  );
}
