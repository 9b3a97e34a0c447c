import { useLiteMode } from "~/components/shell/use-shell-data";
import { imageUrl, widthFor } from "~/lib/images";

// Apart from image.tsx (the catalogue chunk), so that the home page, which shows no thumbnail, does
// not load it: its JavaScript budget (decision 41).

/** A small picture of a fixed size in CSS pixels (a thumbnail): at 2×, or 1× and low quality on a lite page. */
export function Thumbnail({ src, size, className = "" }: { src: string; size: number; className?: string }) {
  const lite = useLiteMode();
  return (
    <img
      src={imageUrl(src, widthFor(lite ? size : size * 2), lite ? "low" : "standard")}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
