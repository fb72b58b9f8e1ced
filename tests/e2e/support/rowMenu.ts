import { expect, type Locator } from './fixture';

/** Opens a list row's action menu ('Actions for REF', the records lists and the reports list) and answers the menu. */
export async function openRowMenu(list: Locator, reference: string): Promise<Locator> {
  const row = list.locator('tbody.fiu-datatable__body tr', { hasText: reference });
  await row.getByRole('button', { name: `Actions for ${reference}` }).click();
  const menu = list.getByRole('menu', { name: `Actions for ${reference}` });
  await expect(menu).toBeVisible();
  return menu;
}
