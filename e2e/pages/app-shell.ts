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
    await this.page.getByRole('button', { name: 'Toggle theme' }).click();
    await this.page.getByRole('menuitem', { name: label }).click();
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
    await this.page.getByRole('button', { name: /^User menu/ }).click();
  }

  async signOut() {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
}
