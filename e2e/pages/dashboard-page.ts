import { expect, type Locator, type Page } from '@playwright/test';

/** The admin's dashboard (/admin): the period, the figures' cards, the charts and their bars. */
export class DashboardPage {
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  }

  async ready() {
    await expect(this.heading).toBeVisible();
    await expect(this.card('sales').locator('.kpi-value')).toBeVisible();
  }

  card(name: string): Locator {
    return this.page.locator(`[data-kpi="${name}"]`);
  }

  /** The figure a card shows, as shown. */
  async figure(name: string): Promise<string> {
    return ((await this.card(name).locator('.kpi-value').textContent()) ?? '').trim();
  }

  async choosePeriod(label: string) {
    await this.page.getByRole('combobox', { name: 'Period' }).click();
    await this.page.getByTitle(label, { exact: true }).click();
  }

  chart(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** A bar of a chart, by the words it is named with ('North Depot: 3 sales'): its focusable proxy. */
  bar(title: string, name: string | RegExp): Locator {
    return this.chart(title).getByRole('button', { name });
  }

  /** Clicks the chart where the bar is drawn (the proxy over it lets the pointer through to the canvas). */
  async clickBar(bar: Locator) {
    await expect(bar).toBeAttached();
    await bar.scrollIntoViewIfNeeded();
    const box = await bar.boundingBox();
    if (!box) throw new Error('the bar has no box');
    await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
}
