import { n } from "./svg";

/** The emblem beside a maker's name. */
export const LOGO_MARKS = ["diamond", "crest", "ring", "leaf", "sun", "arch", "shamseh"] as const;
export type LogoMark = (typeof LOGO_MARKS)[number];

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mark(kind: LogoMark, colour: string): string {
  const line = (width: number) => `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round"`;
  const stroke = line(3);
  switch (kind) {
    case "diamond":
      return `<path d="M20 34 L34 18 H66 L80 34 L50 78Z" ${stroke}/><path d="M20 34 H80 M34 18 L44 34 L50 78 L56 34 L66 18 M44 34 L50 18 L56 34" ${line(
        2
      )}/>`;
    case "crest":
      return `<path d="M50 14 C62 22 74 22 82 20 C84 48 74 70 50 84 C26 70 16 48 18 20 C26 22 38 22 50 14Z" ${stroke}/><path d="M50 30 L56 44 L70 46 L59 55 L62 69 L50 61 L38 69 L41 55 L30 46 L44 44Z" fill="${colour}"/>`;
    case "ring":
      return `<circle cx="50" cy="56" r="26" ${line(5)}/><path d="M40 24 L50 12 L60 24 L50 34Z" fill="${colour}"/>`;
    case "leaf":
      return `<path d="M50 82 C22 62 22 34 50 14 C78 34 78 62 50 82Z" ${stroke}/><path d="M50 20 V80 M50 40 L36 30 M50 40 L64 30 M50 56 L34 44 M50 56 L66 44" ${line(
        2
      )}/>`;
    case "sun":
      return `<circle cx="50" cy="50" r="16" fill="${colour}"/>${Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2;
        return `<path d="M${n(50 + Math.cos(a) * 22)} ${n(50 + Math.sin(a) * 22)} L${n(50 + Math.cos(a) * 34)} ${n(
          50 + Math.sin(a) * 34
        )}" ${stroke}/>`;
      }).join("")}`;
    case "shamseh":
      // The eight-pointed star of Persian tilework: two squares, one turned.
      return `<rect x="26" y="26" width="48" height="48" ${stroke}/><rect x="26" y="26" width="48" height="48" transform="rotate(45 50 50)" ${stroke}/><circle cx="50" cy="50" r="9" fill="${colour}"/>`;
    case "arch":
      return `<path d="M22 84 V46 C22 26 36 14 50 14 C64 14 78 26 78 46 V84" ${stroke}/><path d="M34 84 V50 C34 38 42 30 50 30 C58 30 66 38 66 50 V84" ${line(
        2
      )}/><circle cx="50" cy="58" r="6" fill="${colour}"/>`;
  }
}

/**
 * A maker's logo: an emblem and the name in spaced capitals, on a transparent ground. Served as SVG;
 * the browser draws the letters with its own serif font.
 */
export function brandLogo(name: string, kind: LogoMark, colour: string): string {
  const label = escapeXml(name.toUpperCase());
  const width = Math.max(240, 120 + name.length * 22);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="100" viewBox="0 0 ${width} 100" role="img" aria-label="${escapeXml(
    name
  )}"><g>${mark(
    kind,
    colour
  )}</g><text x="100" y="62" font-family="'Cormorant Garamond', 'Playfair Display', Georgia, 'Times New Roman', serif" font-size="30" letter-spacing="4" fill="${colour}">${label}</text></svg>`;
}
