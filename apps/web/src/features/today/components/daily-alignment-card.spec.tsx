import { ChakraProvider } from '@chakra-ui/react';
import { flowScore } from '@flow/rhythm';
import { render, screen, within } from '@testing-library/react';
import { system } from '../../../theme/system';
import { DailyAlignmentCard, ScoreRing } from './daily-alignment-card';

const wrap = (ui: React.ReactElement) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

describe('Daily Alignment (spec 2 and 4, score bands)', () => {
  it.each([
    [100, 'excellent'],
    [85, 'excellent'],
    [84, 'good'],
    [70, 'good'],
    [69, 'fair'],
    [50, 'fair'],
    [49, 'poor'],
    [0, 'poor'],
  ])('a score of %p is drawn in the %p band', (score, band) => {
    wrap(<ScoreRing score={score} />);
    const ring = screen.getByRole('progressbar', { name: new RegExp(`^Flow score ${score} of 100`) });
    expect(ring).toHaveAttribute('aria-valuenow', String(score));
    expect(ring.closest('[data-band]')).toHaveAttribute('data-band', band);
  });

  it('shows the ring, the counts and at most 3 tips under Optimize', () => {
    // Four misaligned and two neutral events: poor, and more tips apply than the 3 shown.
    const score = flowScore([...Array(4).fill({ status: 'misaligned', minutes: 60 }), ...Array(2).fill({ status: 'neutral', minutes: 60 })]);
    wrap(<DailyAlignmentCard score={score} />);
    expect(screen.getByTestId('score-value')).toHaveTextContent(String(score.score));
    expect(screen.getByTestId('score-band')).toHaveTextContent('Poor');
    expect(screen.getByTestId('score-counts')).toHaveTextContent('0 Aligned2 Neutral4 Misaligned');
    const tips = within(screen.getByRole('region', { name: 'Optimize' })).getAllByRole('listitem');
    expect(tips).toHaveLength(3);
    expect(tips[0]).toHaveTextContent('Move your 4 misaligned events');
  });

  it("an empty day scores 100 with 'Maintain this rhythm'", () => {
    wrap(<DailyAlignmentCard score={flowScore([])} />);
    expect(screen.getByTestId('score-value')).toHaveTextContent('100');
    expect(screen.getByTestId('score-band')).toHaveTextContent('Excellent');
    expect(screen.getByText('Maintain this rhythm')).toBeInTheDocument();
  });
});
