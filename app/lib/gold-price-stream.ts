/**
 * The live gold price's stream, as both ends know it (docs/decisions/0037): Server-Sent Events from
 * the storefront itself, each message's data the price as `/api/gold-price` answers it.
 */
export const GOLD_PRICE_STREAM_PATH = "/api/gold-price/stream";
