import type { Config } from "@react-router/dev/config";
import shop from "../../react-router.config";

// As the shop's: server rendering, the same future flags (every one of React Router 8's).
export default { appDirectory: "app", buildDirectory: "build", ssr: true, future: shop.future } satisfies Config;
