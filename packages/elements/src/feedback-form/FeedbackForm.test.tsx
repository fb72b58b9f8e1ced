// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { button, field, fieldError, mountElement, type, waitFor } from '../test/harness';
import { feedbackFormDescriptor } from './descriptor';

const load = () => import('./FeedbackForm');

beforeEach(() => {
  document.body.replaceChildren();
});

describe('fiu-feedback-form', () => {
  it('shows its title and asks for the name', async () => {
    const { root } = await mountElement(feedbackFormDescriptor, load);
    expect(root.querySelector('h1')?.textContent).toBe('Feedback');
    button(root, 'Send').click();
    await waitFor(() => expect(fieldError(root, 'Name')).not.toBe(''));
  });

  it('sends the name', async () => {
    const { root } = await mountElement(feedbackFormDescriptor, load);
    type(field(root, 'Name'), '  Ada ');
    button(root, 'Send').click();
    await waitFor(() => expect(root.querySelector('[role="status"]')?.textContent).toContain('Sent: Ada'));
  });
});
