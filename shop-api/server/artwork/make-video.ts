/**
 * Makes the one committed video, `shop-api/server/media/videos/jewellery-turn.mp4`: a solitaire
 * ring turning slowly on green velvet while its stone glints, 6 s at 24 frames a second, 640 × 360,
 * H.264 without sound. Frames are drawn as SVG (the catalogue's own drawing code) and rendered by
 * sharp; ffmpeg encodes them. The turn is a full swing back and forth, so the clip loops cleanly.
 *
 *   apt-get install -y ffmpeg   # once
 *   npx tsx shop-api/server/artwork/make-video.ts
 */
import { spawn } from "node:child_process";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { bokeh, clothBackdrop } from "./backdrops";
import { gemHead } from "./pieces/rings";
import { band, sparkle } from "./primitives";
import { n, Rng, SvgDocument } from "./svg";

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 24;
const SECONDS = 6;
const OUTPUT = path.resolve(process.cwd(), "shop-api/server/media/videos/jewellery-turn.mp4");

/** The ring at a moment: turned by `turn` radians about the vertical, glinting by `glint` (0–1). */
function ringFrame(turn: number, glint: number): string {
  const doc = new SvgDocument(WIDTH, HEIGHT);
  const scale = HEIGHT / 1000;
  const rx = 225 * Math.max(0.62, Math.cos(turn));
  const depth = { x: 70 * Math.sin(turn), y: 16 };
  const shape = { cx: 500, cy: 600, rx, ry: 238, rim: 26 * Math.max(0.7, Math.cos(turn)), depth };
  const top = { x: 500 + depth.x * 0.5, y: shape.cy - shape.ry - 84 * 0.75 };
  const body = [
    band(doc, shape, "yellow", "polished"),
    gemHead(doc, top, 84, "diamond", "yellow", false, 0.62),
    sparkle(doc, { x: top.x - 24 + 48 * glint, y: top.y - 16 }, 40 + 40 * glint, 0.45 + 0.55 * glint),
    sparkle(doc, { x: shape.cx - rx * 0.72, y: shape.cy - 60 }, 22 + 22 * (1 - glint), 0.3 + 0.6 * (1 - glint)),
  ].join("");
  const filter = doc.dropShadows(1.2, 0.6, [0, 0, 0]);
  return doc.render(
    `<g transform="translate(${n(WIDTH / 2)} ${n(HEIGHT / 2)}) scale(${n(
      scale * 1.12
    )}) translate(-500 -505)"><g filter="${filter}">${body}</g></g>`
  );
}

async function main(): Promise<void> {
  const background = new SvgDocument(WIDTH, HEIGHT);
  const rng = new Rng(4242);
  const backdrop = await sharp(
    Buffer.from(background.render(clothBackdrop(background, "emerald", rng, false) + bokeh(background, rng, 10)))
  )
    .removeAlpha()
    .raw()
    .toBuffer();

  await mkdir(path.dirname(OUTPUT), { recursive: true });
  const ffmpeg = spawn(
    "ffmpeg",
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-s",
      `${WIDTH}x${HEIGHT}`,
      "-r",
      String(FPS),
      "-i",
      "-",
      "-an",
      "-c:v",
      "libx264",
      "-preset",
      "veryslow",
      "-crf",
      "22",
      "-pix_fmt",
      "yuv420p",
      "-profile:v",
      "main",
      "-movflags",
      "+faststart",
      OUTPUT,
    ],
    { stdio: ["pipe", "inherit", "inherit"] }
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on("error", reject);
    ffmpeg.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });

  const frames = FPS * SECONDS;
  for (let i = 0; i < frames; i++) {
    const t = i / frames;
    const turn = 0.75 * Math.sin(t * Math.PI * 2);
    const glint = 0.5 + 0.5 * Math.sin(t * Math.PI * 6);
    const ring = await sharp(Buffer.from(ringFrame(turn, glint)))
      .png()
      .toBuffer();
    const frame = await sharp(backdrop, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .composite([{ input: ring }])
      .removeAlpha()
      .raw()
      .toBuffer();
    if (!ffmpeg.stdin.write(frame)) await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
  }
  ffmpeg.stdin.end();
  await done;
  const { size } = await stat(OUTPUT);
  console.log(`${path.relative(process.cwd(), OUTPUT)}: ${frames} frames, ${Math.round(size / 1024)} KB`);
}

await main();
