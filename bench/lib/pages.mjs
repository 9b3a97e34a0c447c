/** The pages the speed benches measure (load, Lighthouse, the soaks, head to head): [label, path]. */
export const SPEED_PAGES = [
  ["home", "/"],
  ["category", "/necklaces"],
  ["product", "/wedding-ring/classic-wedding-band"],
];
