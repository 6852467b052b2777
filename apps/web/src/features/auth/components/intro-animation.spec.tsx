import { act, screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render';
import { INTRO_TEXT, IntroAnimation } from './intro-animation';

describe('IntroAnimation', () => {
  afterEach(() => jest.useRealTimers());

  it('runs intro → chaos (400 ms) → settling (2 s) → reveal (3.2 s) → fadeout (5.8 s) → done (7 s) with 16 blobs', () => {
    jest.useFakeTimers();
    const onDone = jest.fn();
    renderApp(<IntroAnimation onDone={onDone} />);
    const root = screen.getByTestId('intro-animation');
    expect(root).toHaveAttribute('data-phase', 'intro');
    expect(root.querySelectorAll('[data-blob]')).toHaveLength(16);
    const phaseAt = (ms: number) => {
      act(() => jest.advanceTimersByTime(ms));
      return screen.queryByTestId('intro-animation')?.getAttribute('data-phase') ?? 'gone';
    };
    expect(phaseAt(399)).toBe('intro');
    expect(phaseAt(1)).toBe('chaos');
    expect(phaseAt(1600)).toBe('settling');
    expect(screen.queryByText(INTRO_TEXT)).not.toBeInTheDocument();
    expect(phaseAt(1200)).toBe('reveal');
    expect(screen.getByText('what if you were always in flow?')).toBeInTheDocument();
    expect(phaseAt(2600)).toBe('fadeout');
    expect(onDone).not.toHaveBeenCalled();
    expect(phaseAt(1200)).toBe('gone');
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
