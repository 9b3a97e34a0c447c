import { CHART_WIDTH } from "~/lib/gold-price";

/**
 * Shows the price at the point of the chart nearest the pointer (a mouse's hover or a finger's
 * tap and drag): a marker on the line and a label with the time and the price. It reads the points
 * from the chart's own data table (each row's x and y in the SVG's viewBox, and its two cells), so
 * it follows whatever range the page shows. Fetched on the first pointer near the chart.
 */
export function followPointer(figure: HTMLElement, first?: PointerEvent): () => void {
  const show = (event: PointerEvent) => {
    const svg = figure.querySelector<SVGSVGElement>("[data-chart-svg]");
    const marker = figure.querySelector<SVGGElement>("[data-chart-marker]");
    const tooltip = figure.querySelector<HTMLOutputElement>("[data-chart-tooltip]");
    const rows = [...figure.querySelectorAll<HTMLTableRowElement>("[data-chart-table] tbody tr")];
    if (!svg || !marker || !tooltip || rows.length === 0) return;
    const box = svg.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * CHART_WIDTH;
    const nearest = rows.reduce((best, row) => (Math.abs(Number(row.dataset.x) - x) < Math.abs(Number(best.dataset.x) - x) ? row : best));
    const pointX = Number(nearest.dataset.x);
    const pointY = Number(nearest.dataset.y);
    marker.removeAttribute("display");
    marker.querySelector("line")?.setAttribute("x1", String(pointX));
    marker.querySelector("line")?.setAttribute("x2", String(pointX));
    marker.querySelector("circle")?.setAttribute("cx", String(pointX));
    marker.querySelector("circle")?.setAttribute("cy", String(pointY));
    const [time, price] = [...nearest.cells].map((cell) => cell.textContent ?? "");
    tooltip.textContent = `${price} · ${time}`;
    tooltip.hidden = false;
    const figureBox = figure.getBoundingClientRect();
    const left = box.left - figureBox.left + (pointX / CHART_WIDTH) * box.width;
    // Kept inside the chart: centred on the point, pushed in at either edge.
    const width = tooltip.offsetWidth;
    tooltip.style.left = `${Math.min(Math.max(0, left - width / 2), figureBox.width - width)}px`;
    figure.dataset.pointed = nearest.cells[1]?.textContent ?? "";
  };
  const hide = () => {
    figure.querySelector("[data-chart-marker]")?.setAttribute("display", "none");
    const tooltip = figure.querySelector<HTMLOutputElement>("[data-chart-tooltip]");
    if (tooltip) tooltip.hidden = true;
    delete figure.dataset.pointed;
  };
  if (first) show(first);
  figure.addEventListener("pointermove", show);
  figure.addEventListener("pointerdown", show);
  figure.addEventListener("pointerleave", hide);
  return () => {
    figure.removeEventListener("pointermove", show);
    figure.removeEventListener("pointerdown", show);
    figure.removeEventListener("pointerleave", hide);
  };
}
