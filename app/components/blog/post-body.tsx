import type { PostBlock } from "../../../shop-api/contract";

/** An article's body, block by block, as text (never as HTML from the Shop API). */
export function PostBody({ blocks }: { blocks: PostBlock[] }) {
  return (
    <div className="flex flex-col gap-4 leading-8 text-ink" data-post-body="">
      {blocks.map((block, index) => {
        if (block.type === "heading") return <h2 key={index} className="mt-2 text-lg font-bold text-secondary">{block.text}</h2>;
        if (block.type === "list") {
          return (
            <ul key={index} className="list-disc ps-4">
              {block.items.map((item, at) => (
                <li key={at}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
