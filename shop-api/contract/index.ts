/**
 * The Shop API contract: what each call takes and answers. The storefront parses every answer with
 * these schemas at its boundary; the reference server answers with them. Import from here only.
 */
export * from "./common";
export * from "./configs";
export * from "./navigation";
export * from "./cart";
export * from "./dev";
export * from "./pricing";
export * from "./catalogue";
export * from "./blog";
export * from "./auth";
export * from "./pages";
export * from "./search";
export * from "./checkout";
export * from "./orders";
export * from "./profile";
export * from "./contact";
export * from "./campaigns";
export * from "./wallet-states";
export * from "./wallet";
export * from "./input-bounds";
export * from "./gold-price";
