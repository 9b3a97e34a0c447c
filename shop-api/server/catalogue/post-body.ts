import type { PostBlock } from "../../contract";

/**
 * An article's body, from the small markup it is stored in (`post_texts.body`): blocks apart by a
 * blank line; a line "## …" is a heading; lines "- …" together are a list; anything else is a
 * paragraph (its lines joined by a space).
 */
export function parsePostBody(body: string): PostBlock[] {
  const blocks: PostBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
    if (list.length > 0) blocks.push({ type: "list", items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) flush();
    else if (line.startsWith("## ")) {
      flush();
      blocks.push({ type: "heading", text: line.slice(3).trim() });
    } else if (line.startsWith("- ")) {
      if (paragraph.length > 0) flush();
      list.push(line.slice(2).trim());
    } else {
      if (list.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** Words a reader reads in a minute (Persian and English alike, near enough for a hint). */
const WORDS_PER_MINUTE = 200;

/** The whole minutes an article takes to read, at least one. */
export function readingMinutes(blocks: PostBlock[]): number {
  const text = blocks.map((block) => (block.type === "list" ? block.items.join(" ") : block.text)).join(" ");
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
