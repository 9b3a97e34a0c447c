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
  | "plus" | "minus" | "trash" | "wallet" | "check" | "card" | "box" | "receipt" | "comment" | "printer" | "edit" | "logout" | "gift" | "users";

type IconProps = SVGProps<SVGSVGElement> & { name: IconName; title?: string };

export function Icon({ name, title, width = 24, height = 24, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={width}
      height={height}
      // The symbols inherit these from the referencing element, not from the sprite's root.
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
