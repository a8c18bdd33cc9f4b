import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in layout: the sidebar's main menu, the content area and the remote's fallback. */
export class AppShell {
  readonly menu: Locator;
  readonly fallback: Locator;

  constructor(private readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Main menu' });
    this.fallback = page
      .getByRole('alert')
      .filter({ hasText: 'This part of the application could not be loaded.' });
  }

  /** The titles of the menu's links, in order. */
  async menuTitles(): Promise<string[]> {
    await expect(this.menu.getByRole('link').first()).toBeVisible();
    return (await this.menu.getByRole('link').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  }

  async open(title: string) {
    await this.menu.getByRole('link', { name: title, exact: true }).click();
  }

  get sidebarToggle(): Locator {
    return this.page.getByRole('button', { name: 'Toggle Sidebar' });
  }

  async sidebarExpanded(): Promise<boolean> {
    return (await this.sidebarToggle.getAttribute('aria-expanded')) === 'true';
  }

  /** Light, Dark or System from the header's theme menu. */
  async chooseTheme(label: 'Light' | 'Dark' | 'System') {
    await this.openFixedMenu('Toggle theme', label);
    await this.page.getByRole('menuitem', { name: label }).click();
    // A choice closes the menu: one still open means the tap missed its item.
    await expect(this.page.locator('.ant-dropdown-menu:visible')).toHaveCount(0);
  }

  /**
   * Opens a menu of the header or the sidebar's foot and waits until it has slid in (`item` is one of its items).
   * Both stay put while the page scrolls, but their menus are placed on the page. A click that finds the item
   * still moving tries again, and Playwright's later tries first scroll the item to an edge of the window: the
   * page moves, the menu goes back under its button, and the click lands beside the item.
   */
  private async openFixedMenu(button: string | RegExp, item: string) {
    await this.page.getByRole('button', { name: button }).click();
    const menu = this.page
      .locator('.ant-dropdown')
      .filter({ has: this.page.getByRole('menuitem', { name: item }) });
    await expect(menu).toBeVisible();
    await expect(menu).not.toHaveClass(/-(appear|enter)/);
  }

  async rootTheme(): Promise<string | null> {
    return this.page.evaluate(() =>
      document.documentElement.classList.contains('dark')
        ? 'dark'
        : document.documentElement.classList.contains('light')
          ? 'light'
          : null,
    );
  }

  async openUserMenu() {
    await this.openFixedMenu(/^User menu/, 'Profile');
  }

  async signOut() {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
}
