import type { SVGProps } from "react";
import sprite from "~/assets/icons.svg?url";

/**
 * The shop's line icons (24×24, currentColor), drawn once in a cached SVG sprite
 * (app/assets/icons.svg) rather than in the page's JavaScript. Decorative unless given a title.
 */
export type IconName =
  | "menu" | "search" | "cart" | "user" | "home" | "grid" | "installment" | "back" | "chevron" | "share" | "close"
  | "phone" | "mail" | "pin" | "clock" | "arrow-up" | "shield" | "scale" | "tag" | "globe" | "play"
  | "instagram" | "telegram" | "youtube" | "facebook" | "aparat" | "heart" | "star" | "truck" | "return"
  | "plus" | "minus" | "trash" | "wallet" | "check" | "card" | "box" | "receipt" | "comment" | "printer" | "edit" | "logout" | "mobile" | "download" | "gift" | "users";

type IconProps = SVGProps<SVGSVGElement> & { name: IconName; title?: string };

export function Icon({ name, title, width = 24, height = 24, className, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={width}
      height={height}
      // The symbols inherit their stroke from the referencing element: the `icon` class (app.css)
      // gives it once for all, rather than five attributes on each of a page's icons.
      className={className ? `icon ${className}` : "icon"}
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
