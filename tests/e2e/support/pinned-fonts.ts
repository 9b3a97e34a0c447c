import { mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A fontconfig setup whose only fonts are DejaVu Sans's, from the project's own dependency
 * (`dejavu-fonts-ttf`), never the machine's: what the shop does not draw with its own font (Latin
 * text, the spaces between Persian words) is drawn the same on any machine, whatever fonts it has
 * installed (with Debian's fonts-noto-core, a Persian line's spaces took another width and it
 * wrapped elsewhere). For a browser whose pictures are compared with baselines: give it `env`.
 */
export function pinnedFontsEnv(): Record<string, string> {
  const ttf = path.join(path.dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");
  const dir = mkdtempSync(path.join(tmpdir(), "pinned-fonts-"));
  // Only DejaVu Sans (and its monospace): whatever family a page or the browser asks for by name, the
  // one font it can get is the sans-serif one.
  const fonts = path.join(dir, "fonts");
  mkdirSync(fonts);
  for (const file of readdirSync(ttf).filter((name) => /^DejaVuSans(Mono)?(-[A-Za-z]+)?\.ttf$/.test(name))) symlinkSync(path.join(ttf, file), path.join(fonts, file));
  const alias = (family: string, font: string) => `<alias binding="same"><family>${family}</family><prefer><family>${font}</family></prefer></alias>`;
  const config = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${fonts}</dir>
  <cachedir>${path.join(dir, "cache")}</cachedir>
  ${alias("sans-serif", "DejaVu Sans")}
  ${alias("monospace", "DejaVu Sans Mono")}
</fontconfig>
`;
  const file = path.join(dir, "fonts.conf");
  writeFileSync(file, config);
  return { FONTCONFIG_FILE: file };
}
