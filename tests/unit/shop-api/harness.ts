import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { createShopApi, type ShopApi, type ShopApiOptions, shopApiApp } from "../../../shop-api/server/app";

export interface RunningShopApi {
  api: ShopApi;
  /** The absolute URL of an API path, as the storefront would call it. */
  url(path: string): string;
  stop(): Promise<void>;
}

/**
 * Serves the Shop API at /shop-api on an ephemeral port, as the storefront's primary does: a test
 * may say whose request it passes on with X-Forwarded-For (it calls from loopback).
 */
export async function startShopApi(options: Partial<ShopApiOptions> = {}): Promise<RunningShopApi> {
  // The suites make many accounts from loopback; the rate-limit suite gives addresses of its own.
  process.env.SHOP_API_RATE_LIMIT_EXEMPT ??= "127.0.0.1";
  const api = await createShopApi({ devTools: true, ...options });
  const app = shopApiApp(api);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    api,
    url: (path) => `http://127.0.0.1:${port}/shop-api${path}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await api.close();
    },
  };
}

/** One API for the whole test file: started before its tests, stopped after them. */
export function useShopApi(options: Partial<ShopApiOptions> = {}): RunningShopApi {
  let running: RunningShopApi | undefined;
  beforeAll(async () => {
    running = await startShopApi(options);
  });
  afterAll(() => running?.stop());
  const started = () => {
    if (!running) throw new Error("The Shop API has not started yet");
    return running;
  };
  return {
    get api() {
      return started().api;
    },
    url: (path) => started().url(path),
    stop: () => started().stop(),
  };
}

export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function requestJson(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<JsonAnswer> {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: { Accept: "application/json", "Content-Type": "application/json", ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/**
 * A clock for `ShopApiOptions.clock` that tests move forward (code expiry, resend cooldowns) instead
 * of waiting. It runs with real time, shifted by what the tests advanced.
 */
export class TestClock {
  private offsetMs = 0;
  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}

export const bearer = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });
