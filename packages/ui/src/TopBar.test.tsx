// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { TopBar } from './TopBar';
import { render } from './test/render';

describe('TopBar', () => {
  it('shows the name on the left and the actions on the right', () => {
    const { container } = render(
      <TopBar title="Financial Intelligence Unit" subtitle="EFCC" actions={<Button>Sign out</Button>} />,
    );
    const header = container.querySelector('header')!;
    expect(header.querySelector('.fiu-topbar__start')!.textContent).toBe('Financial Intelligence UnitEFCC');
    expect(header.querySelector('.fiu-topbar__actions button')!.textContent).toBe('Sign out');
  });

  it('leaves out the divider and actions when not given', () => {
    const { container } = render(<TopBar title="EFCC" />);
    expect(container.querySelector('.fiu-topbar__divider')).toBeNull();
    expect(container.querySelector('.fiu-topbar__actions')).toBeNull();
  });
});
