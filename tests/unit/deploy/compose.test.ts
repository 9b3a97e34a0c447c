import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/*
 * compose.yaml is the README's recipe made runnable; no container engine runs where the tests do,
 * so its parts are checked against each other and against the image here: a typo fails a test.
 */

const root = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

interface Service {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
}

const compose = parse(read("compose.yaml"), { merge: true }) as { services: Record<string, Service> };
const { services } = compose;
const storefronts = Object.entries(services).filter(([, service]) => service.command?.[0] === "storefront");
const nginx = read("deploy/nginx.conf");

describe("compose.yaml", () => {
  it("starts PostgreSQL, the Shop API once on it, two storefronts and a proxy", () => {
    expect(Object.keys(services).sort()).toEqual(["postgres", "proxy", "shop-api", "storefront-1", "storefront-2"]);
    expect(storefronts.map(([name]) => name)).toEqual(["storefront-1", "storefront-2"]);
    expect(services["shop-api"]!.command).toEqual(["shop-api"]);
  });

  it("gives the Shop API the database PostgreSQL serves", () => {
    const db = services.postgres!.environment!;
    const url = new URL(services["shop-api"]!.environment!.DATABASE_URL!);
    expect(url.hostname).toBe("postgres");
    expect(decodeURIComponent(url.username)).toBe(db.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(db.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${db.POSTGRES_DB}`);
    expect(services["shop-api"]!.depends_on?.postgres?.condition).toBe("service_healthy");
  });

  it("points every storefront at the Shop API, with one session secret, the public address and the balancer trusted", () => {
    const api = services["shop-api"]!.environment!;
    const publicUrl = new URL(storefronts[0]![1].environment!.PUBLIC_URL!);
    const proxyPort = services.proxy!.ports![0]!.split(":")[0];
    expect(publicUrl.port).toBe(proxyPort);
    for (const [name, { environment: env, depends_on, healthcheck }] of storefronts) {
      const shopApi = new URL(env!.SHOP_API_URL!);
      expect(shopApi.hostname, name).toBe("shop-api");
      expect(shopApi.port, name).toBe(api.SHOP_API_PORT);
      expect(shopApi.pathname, name).toBe("/shop-api");
      expect(env!.SESSION_SECRET, name).toBe(storefronts[0]![1].environment!.SESSION_SECRET);
      expect(env!.PUBLIC_URL, name).toBe(publicUrl.origin);
      // The browser reaches the gateway through the proxy: the CSP's form targets need it (README).
      expect(env!.SHOP_API_PUBLIC_URL, name).toBe(api.SHOP_API_PUBLIC_URL);
      expect(new URL(env!.SHOP_API_PUBLIC_URL!).origin, name).toBe(publicUrl.origin);
      expect(env!.TRUST_PROXY, name).toBeTruthy();
      expect(depends_on?.["shop-api"]?.condition, name).toBe("service_healthy");
      expect(healthcheck?.test.join(" "), name).toContain("/healthz");
    }
  });

  it("balances over exactly the storefronts, passing the public host, and sends the gateway's pages to the Shop API", () => {
    const upstreams = [...nginx.matchAll(/^\s*server\s+([\w-]+):(\d+)/gm)].map((match) => `${match[1]}:${match[2]}`);
    expect(upstreams).toEqual(storefronts.map(([name]) => `${name}:3000`));
    expect(nginx).toMatch(/listen\s+8080;/);
    expect(services.proxy!.ports).toEqual(["8080:8080"]);
    expect(nginx).toContain("proxy_set_header X-Forwarded-Host $http_host;");
    expect(nginx).toContain(`proxy_pass http://shop-api:${services["shop-api"]!.environment!.SHOP_API_PORT};`);
    expect(services.proxy!.volumes).toContain("./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro");
  });

  it("runs the image's commands, which the image's entrypoint knows", () => {
    const entrypoint = read("deploy/container-start.sh");
    const dockerfile = read("Dockerfile");
    expect(dockerfile).toContain('ENTRYPOINT ["/app/deploy/container-start.sh"]');
    expect(dockerfile).toContain("COPY --from=build /app/deploy/container-start.sh");
    for (const service of Object.values(services).filter((each) => each.build)) {
      expect(entrypoint).toContain(`  ${service.command![0]})`);
    }
    // The Shop API runs from its JavaScript build: no tsx in the image.
    expect(entrypoint).toContain("node --enable-source-maps build/shop-api.js");
    expect(entrypoint.split("\n").filter((line) => line.includes("exec "))).not.toContainEqual(expect.stringContaining("tsx"));
  });
});
