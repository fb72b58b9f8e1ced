// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { button, field, fieldError, mountElement, type, waitFor } from '../test/harness';
import { analysisWorkspaceDescriptor } from './descriptor';

const load = () => import('./AnalysisWorkspace');

beforeEach(() => {
  document.body.replaceChildren();
});

describe('fiu-analysis-workspace', () => {
  it('shows its title and asks for the name', async () => {
    const { root } = await mountElement(analysisWorkspaceDescriptor, load);
    expect(root.querySelector('h1')?.textContent).toBe('Analysis Workspace');
    button(root, 'Send').click();
    await waitFor(() => expect(fieldError(root, 'Name')).not.toBe(''));
  });

  it('sends the name', async () => {
    const { root } = await mountElement(analysisWorkspaceDescriptor, load);
    type(field(root, 'Name'), '  Ada ');
    button(root, 'Send').click();
    await waitFor(() => expect(root.querySelector('[role="status"]')?.textContent).toContain('Sent: Ada'));
  });
});
