import { useT } from "~/components/locale";
import type { ArLink } from "~/lib/augmented-reality";
import { DeferImages, Image } from "~/components/ui/image";

/**
 * "See it in your room": a plain link to the phone's own AR viewer (lib/augmented-reality.ts).
 * Quick Look wants `rel="ar"` and an image as the link's first child; the intent link of Android
 * needs nothing more (a <picture> is an image to Quick Look too). No script, so lite pages have it
 * too. Below a phone's first screen, its picture waits for the shopper (decision 41).
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
      <DeferImages.Provider value>
        <Image src={image} alt="" width={40} height={40} displayWidth={40} sizes="40px" className="size-10 rounded-lg object-cover" />
      </DeferImages.Provider>
      {t("product.seeInRoom")}
    </a>
  );
}
