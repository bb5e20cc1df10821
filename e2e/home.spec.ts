import { expect, test } from '@playwright/test';

test('[A11Y] the home page is in Vietnamese and says plainly what exists today', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dược thư');
});
