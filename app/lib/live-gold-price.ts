import type { GoldPrice } from "./gold-price-version";

/**
 * The gold price as this tab's one stream gives it (docs/decisions/0037). The stream's code is
 * fetched, and the stream opened, when a part of the page first follows the price: in an effect,
 * after hydration, so that the page's first JavaScript does not carry it.
 */
type Follower = (price: GoldPrice) => void;

const followers = new Set<Follower>();
let latest: GoldPrice | undefined;
let opening: Promise<void> | undefined;

/** Calls `follower` with the price now (once the stream has given one) and at each change; returns the way to stop. */
export function followGoldPrice(follower: Follower): () => void {
  followers.add(follower);
  if (latest) follower(latest);
  opening ??= import("./gold-price-stream.client").then(
    ({ openGoldPriceStream }) => openGoldPriceStream(announce),
    // The chunk did not come (offline): the next follower tries again; the 5-minute poll stands meanwhile.
    () => void (opening = undefined),
  );
  return () => void followers.delete(follower);
}

function announce(price: GoldPrice): void {
  // A stream opened again sends the price of now, which the page may already show.
  if (latest?.price === price.price && latest.set_at === price.set_at) return;
  latest = price;
  for (const follower of followers) follower(price);
}
