import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Picks `option` in the select labelled `label`, as a person does: a Radix Select is opened and its
 * option clicked; the browser's own `<select>` (ui/native-select) is given the option by its text.
 */
export async function chooseOption(user: UserEvent, label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  if (box instanceof HTMLSelectElement) {
    await user.selectOptions(box, screen.getByRole('option', { name: option }));
    return;
  }
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}
