// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { button, field, fieldError, mountElement, type, waitFor } from '../test/harness';
import { importStatementDescriptor } from './descriptor';

const load = () => import('./ImportStatement');

beforeEach(() => {
  document.body.replaceChildren();
});

describe('fiu-import-statement', () => {
  it('shows its title and asks for the name', async () => {
    const { root } = await mountElement(importStatementDescriptor, load);
    expect(root.querySelector('h1')?.textContent).toBe('Import bank statement');
    button(root, 'Send').click();
    await waitFor(() => expect(fieldError(root, 'Name')).not.toBe(''));
  });

  it('sends the name', async () => {
    const { root } = await mountElement(importStatementDescriptor, load);
    type(field(root, 'Name'), '  Ada ');
    button(root, 'Send').click();
    await waitFor(() => expect(root.querySelector('[role="status"]')?.textContent).toContain('Sent: Ada'));
  });
});
