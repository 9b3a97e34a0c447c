import { cartSuite } from "./suites/cart";
import { catalogueSuite } from "./suites/catalogue";
import { catalogueMediaSuite } from "./suites/catalogue-media";
import { configsSuite } from "./suites/configs";
import { devToolsSuite } from "./suites/dev-tools";
import { mediaAndErrorsSuite } from "./suites/media-and-errors";
import { navigationSuite } from "./suites/navigation";
import { useShopApi } from "./harness";

// One in-memory API for every area: starting PGlite (initdb in WebAssembly) is the slow part.
const shop = useShopApi();

configsSuite(shop);
navigationSuite(shop);
cartSuite(shop);
devToolsSuite(shop);
mediaAndErrorsSuite(shop);
catalogueSuite(shop);
catalogueMediaSuite(shop);
