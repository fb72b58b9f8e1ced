// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { button, field, fieldError, mountElement, type, waitFor } from '../test/harness';
import { irFormDescriptor } from './descriptor';

const load = () => import('./IrForm');

beforeEach(() => {
  document.body.replaceChildren();
});

describe('fiu-ir-form', () => {
  it('shows its title and asks for the name', async () => {
    const { root } = await mountElement(irFormDescriptor, load);
    expect(root.querySelector('h1')?.textContent).toBe('Ir form');
    button(root, 'Send').click();
    await waitFor(() => expect(fieldError(root, 'Name')).not.toBe(''));
  });

  it('sends the name', async () => {
    const { root } = await mountElement(irFormDescriptor, load);
    type(field(root, 'Name'), '  Ada ');
    button(root, 'Send').click();
    await waitFor(() => expect(root.querySelector('[role="status"]')?.textContent).toContain('Sent: Ada'));
  });
});
