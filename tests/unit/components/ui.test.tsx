// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Button } from "~/components/ui/button";
import { Dialog, DIALOG_CLOSE_MS, DIALOG_FLASH_MS } from "~/components/ui/dialog.lazy";
import { ToastProvider, useToast } from "~/components/ui/toast";
import { polyfillDialog, renderInShop } from "./render";

beforeAll(polyfillDialog);
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function DialogHarness({ persistent = false, onClose = () => {} }: { persistent?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(false)}>
        outside close
      </button>
      <Dialog
        open={open}
        persistent={persistent}
        closeHref="/"
        title="عنوان"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>محتوا</p>
      </Dialog>
    </>
  );
}

describe("Dialog (docs/shop/04-flows.md §4.18)", () => {
  it("opens as a modal and closes from its backdrop, animating for 400 ms", () => {
    const onClose = vi.fn();
    const { container } = renderInShop(<DialogHarness onClose={onClose} />);
    const dialog = container.querySelector("dialog")!;
    expect(dialog).toHaveProperty("open", true);
    expect(screen.getByRole("heading", { name: "عنوان" })).toBeTruthy();

    fireEvent.click(container.querySelector("[data-dialog-backdrop]")!);
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog.getAttribute("data-state")).toBe("closing");
    act(() => vi.advanceTimersByTime(DIALOG_CLOSE_MS - 10));
    expect(container.querySelector("dialog")).not.toBeNull();
    act(() => vi.advanceTimersByTime(20));
    expect(container.querySelector("dialog")).toBeNull();
    expect(DIALOG_CLOSE_MS).toBe(400);
  });

  it("stays open when persistent, flashing for 250 ms instead", () => {
    const onClose = vi.fn();
    const { container } = renderInShop(<DialogHarness persistent onClose={onClose} />);
    fireEvent.click(container.querySelector("[data-dialog-backdrop]")!);
    expect(onClose).not.toHaveBeenCalled();
    const panel = () => container.querySelector("dialog > div")!;
    expect(panel().className).toContain("animate-flash");
    act(() => vi.advanceTimersByTime(DIALOG_FLASH_MS));
    expect(panel().className).not.toContain("animate-flash");
    expect(container.querySelector("dialog")!.getAttribute("data-state")).toBe("open");
    expect(DIALOG_FLASH_MS).toBe(250);
  });

  it("treats Escape like the backdrop", () => {
    const onClose = vi.fn();
    const { container, unmount } = renderInShop(<DialogHarness onClose={onClose} />);
    fireEvent(container.querySelector("dialog")!, new Event("cancel", { cancelable: true }));
    expect(onClose).toHaveBeenCalledOnce();
    unmount();

    const persistentClose = vi.fn();
    const persistent = renderInShop(<DialogHarness persistent onClose={persistentClose} />);
    fireEvent(persistent.container.querySelector("dialog")!, new Event("cancel", { cancelable: true }));
    expect(persistentClose).not.toHaveBeenCalled();
  });

  it("links its close button and backdrop to the page without the dialog, for no-JS use", () => {
    const { container } = renderInShop(<DialogHarness />);
    expect(container.querySelector("[data-dialog-backdrop]")!.getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "بستن" }).getAttribute("href")).toBe("/");
  });
});

function ToastButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ type: "success", message: "محصول به سبد خرید اضافه شد", delay: 0, duration: 150 })}>
      add
    </button>
  );
}

describe("Toasts (docs/shop/04-flows.md §4.18, docs/shop/09-constants.md §9.7)", () => {
  it("show when asked and leave after their time", async () => {
    vi.useRealTimers();
    renderInShop(
      <ToastProvider>
        <ToastButton />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "add" }));
    // The toast's own code arrives with the first toast.
    const toast = await screen.findByRole("status");
    expect(toast.textContent).toContain("محصول به سبد خرید اضافه شد");
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull(), { timeout: 1000 });
  });
});

describe("Button (docs/shop/04-flows.md §4.18)", () => {
  it("is frozen while loading: busy, announced, and not pressed twice", () => {
    const onClick = vi.fn();
    renderInShop(
      <Button loading onClick={onClick}>
        پرداخت
      </Button>,
    );
    const button = screen.getByRole("button");
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.textContent).toContain("در حال بارگذاری");
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("is frozen while disabled and works otherwise", () => {
    const onClick = vi.fn();
    renderInShop(
      <Button disabled onClick={onClick}>
        ثبت
      </Button>,
    );
    fireEvent.click(screen.getByRole("button"));
    expect(onClick).not.toHaveBeenCalled();
    cleanup();
    renderInShop(<Button onClick={onClick}>ثبت</Button>);
    fireEvent.click(screen.getByRole("button"));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
