import type { Config } from "@react-router/dev/config";

// The route table is app/routes.ts. Every future flag of React Router 8 is on, so that moving to it is a
// version bump (docs/decisions/0063-react-router-framework-mode.md).
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
