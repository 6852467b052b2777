import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../testing/render';
import { Tabs } from './tabs';

function Example({ onValueChange }: { onValueChange?: (details: { value: string }) => void }) {
  return (
    <Tabs.Root defaultValue="search" variant="line" onValueChange={onValueChange}>
      <Tabs.List>
        <Tabs.Trigger value="search">Search Users</Tabs.Trigger>
        <Tabs.Trigger value="email">Invite by Email</Tabs.Trigger>
        <Tabs.Trigger value="link">Share a link</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="search">Find people</Tabs.Content>
      <Tabs.Content value="email">Any address</Tabs.Content>
      <Tabs.Content value="link">A link</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs (without the state machine)', () => {
  it('is a tablist whose selected tab names the one panel shown, and a click selects another', async () => {
    const onValueChange = jest.fn();
    renderApp(<Example onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
    const search = screen.getByRole('tab', { name: 'Search Users' });
    expect(search).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Search Users' })).toHaveTextContent('Find people');
    expect(screen.getByText('Any address')).not.toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'Invite by Email' }));
    expect(onValueChange).toHaveBeenCalledWith({ value: 'email' });
    expect(screen.getByRole('tab', { name: 'Invite by Email' })).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Invite by Email' })).toHaveTextContent('Any address');
    expect(screen.getByText('Find people')).not.toBeVisible();
  });

  it('is one Tab stop; arrow keys, Home and End move the focus and select (wrapping around)', async () => {
    renderApp(<Example />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Search Users' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Invite by Email' })).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Invite by Email' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Invite by Email' })).toBeVisible();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Share a link' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Search Users' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Share a link' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Search Users' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the list for the shown panel.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Search Users' })).toHaveFocus();
  });
});
