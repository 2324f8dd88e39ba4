import { expect, type Locator, type Page } from '@playwright/test';
import { axeRun } from './axe';

/** WCAG 2.0–2.2, levels A and AA (2.2 AA brings target-size: 24×24 px or spaced, SC 2.5.8). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The widths every screen is checked at: a phone and a desktop. */
export const WIDTHS = [1440, 390] as const;

/** Waits until the active screen has loaded: its H1 is there and no spinner is left in the content. */
export async function screenSettled(page: Page): Promise<void> {
  await expect(page.locator('#contenido h1').first()).toBeVisible();
  await expect(page.locator('#contenido .ac-spinner')).toHaveCount(0);
}

/** Every WCAG 2.2 A/AA violation of the page as it stands, one line each, prefixed with `where`. */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  return (await axeRun(page, WCAG_TAGS)).map(
    (v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** A page at 360 px must reflow, not scroll sideways (SC 1.4.10). */
export async function sidewaysScroll(page: Page, where: string): Promise<string[]> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  return overflow > 0 ? [`${where}: scrolls sideways by ${overflow}px at 360px`] : [];
}

/** Resizes and gives the layout (media queries, the drawer/column switch) a frame to follow. */
export async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/**
 * The screen as it stands at each of WIDTHS: no sideways scroll, then `look` (a screenshot, a check
 * of what the layout changes); back at the size it had. For a flow that is the same code at both
 * widths: one run of it, its screens seen at both.
 */
export async function atEachWidth(page: Page, look: (width: number) => Promise<unknown>): Promise<void> {
  const size = page.viewportSize();
  for (const width of WIDTHS) {
    await resize(page, width);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `sideways scroll at ${width} px`,
    ).toBeLessThanOrEqual(width);
    await look(width);
  }
  if (size) await page.setViewportSize(size);
}

/** Presses Tab until `target` has focus; fails after `max` presses. Returns how many it took. */
export async function tabTo(page: Page, target: Locator, max = 40, key = 'Tab'): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return presses;
  }
  throw new Error(`${max} presses of ${key} did not reach ${target.toString()}`);
}

/** True when focus is on something inside `container`. */
export async function focusInside(container: Locator): Promise<boolean> {
  return container.evaluate((el) => el.contains(document.activeElement));
}
