import { screen } from '@testing-library/react';

/** The editor's recurrence rule field. */
export const ruleInput = () => screen.getByRole('textbox', { name: /Recurrence rule \(RFC 5545\)/ });
/** The editor's recipients field. */
export const recipients = () => screen.getByRole('combobox', { name: /^Recipients/ });
