import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { system } from '../../../theme/system';
import { DatePopover } from './date-popover';

// Chakra renders slowly in jsdom on a busy machine: give async queries and tests room.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(90_000);

describe('the time step date popover (spec 2 and 5)', () => {
  it('shows one month with the days before today disabled and picks a later day', async () => {
    const onChange = jest.fn();
    render(
      <ChakraProvider value={system}>
        <DatePopover date="2026-03-10" today="2026-03-10" onChange={onChange} />
      </ChakraProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Date: Tuesday, March 10, 2026. Choose another day' }));
    const grid = await screen.findByRole('grid');
    const day = (n: string) =>
      within(grid)
        .getAllByText(n, { exact: true })
        .map((el) => el.closest('[data-part="table-cell-trigger"]') as HTMLElement)
        .find((el) => !el.hasAttribute('data-outside-range'))!;
    expect(day('9')).toHaveAttribute('data-disabled');
    expect(day('1')).toHaveAttribute('data-disabled');
    expect(day('10')).not.toHaveAttribute('data-disabled');
    expect(day('11')).not.toHaveAttribute('data-disabled');
    await userEvent.click(day('9'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(day('12'));
    expect(onChange).toHaveBeenCalledWith('2026-03-12');
  });
});
