import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HAPTIC_PATTERNS } from '../../config/constants';
import { renderApp } from '../../testing/render';
import { Button } from './button';

describe('Button', () => {
  afterEach(() => {
    delete (navigator as { vibrate?: unknown }).vibrate;
  });

  it('vibrates lightly on press, with the warning pattern for destructive buttons', async () => {
    const vibrate = jest.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const onClick = jest.fn();
    renderApp(
      <>
        <Button onClick={onClick}>Save</Button>
        <Button variant="destructive">Delete</Button>
        <Button haptics="success">Done</Button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalled();
    expect(vibrate).toHaveBeenLastCalledWith([...HAPTIC_PATTERNS.light]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(vibrate).toHaveBeenLastCalledWith([...HAPTIC_PATTERNS.warning]);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(vibrate).toHaveBeenLastCalledWith([10, 20, 10]);
  });

  it('ignores a failing vibration and still acts', async () => {
    Object.defineProperty(navigator, 'vibrate', {
      value: () => {
        throw new Error('not allowed');
      },
      configurable: true,
    });
    const onClick = jest.fn();
    renderApp(<Button onClick={onClick}>Go</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalled();
  });

  it("shows its loading text (e.g. 'Saving...') and is disabled while busy", () => {
    renderApp(
      <Button loading loadingText="Saving...">
        Save Changes
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('offers every variant and size of the spec', () => {
    const variants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link', 'premium', 'glass'] as const;
    const sizes = ['default', 'sm', 'lg', 'icon'] as const;
    renderApp(
      <>
        {variants.flatMap((variant) =>
          sizes.map((size) => (
            <Button key={`${variant}-${size}`} variant={variant} size={size}>
              {`${variant}-${size}`}
            </Button>
          )),
        )}
      </>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(32);
  });
});
