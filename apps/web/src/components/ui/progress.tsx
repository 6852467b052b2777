import { createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeConfig } from '@chakra-ui/react';
import { createContext, useContext, type CSSProperties } from 'react';

/**
 * Chakra's Progress and ProgressCircle for a bar that only shows a value (Today's block progress,
 * the flow score ring): the same elements, recipes, attributes and roles as Chakra's (Ark's), written
 * from the value at render instead of through Ark's progress state machine, which with Zag's runtime
 * was 8 KiB of Today's first load (issue 39). Chakra's own stay where more is needed (onboarding).
 */
interface Shown {
  value: number;
  min: number;
  max: number;
}

const ShownContext = createContext<Shown>({ value: 0, min: 0, max: 100 });
const useShown = () => useContext(ShownContext);

const percentOf = ({ value, min, max }: Shown) => ((value - min) / (max - min)) * 100;
const stateOf = ({ value, max }: Shown) => (value === max ? 'complete' : 'loading');
const part = (name: string) => ({ 'data-scope': 'progress', 'data-part': name, dir: 'ltr' as const });

/** The attributes Ark gives the element a screen reader reads as the progress bar (a given aria-label wins). */
const progressbar = (shown: Shown) => ({
  role: 'progressbar',
  'aria-label': String(shown.value),
  'data-max': shown.max,
  'aria-valuemin': shown.min,
  'aria-valuemax': shown.max,
  'aria-valuenow': shown.value,
  'data-orientation': 'horizontal',
  'data-state': stateOf(shown),
});

type RootProps = HTMLChakraProps<'div'> & { value: number; min?: number; max?: number; recipe?: SlotRecipeConfig } & Record<string, unknown>;

function root(recipeKey: 'progress' | 'progressCircle') {
  const slots = createSlotRecipeContext({ key: recipeKey });
  const Styled = slots.withProvider<HTMLDivElement, RootProps>('div', 'root');
  function Root({ value, min = 0, max = 100, style, ...props }: RootProps) {
    const shown = { value, min, max };
    return (
      <ShownContext.Provider value={shown}>
        <Styled
          {...part('root')}
          data-max={max}
          data-value={value}
          data-state={stateOf(shown)}
          data-orientation="horizontal"
          style={{ '--percent': percentOf(shown), ...style } as CSSProperties}
          {...props}
        />
      </ShownContext.Provider>
    );
  }
  return { Root, slots };
}

const bar = root('progress');
const BarTrack = bar.slots.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'track');
const BarRange = bar.slots.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'range');

export const Progress = {
  Root: bar.Root,
  Track: (props: HTMLChakraProps<'div'>) => <BarTrack {...part('track')} {...progressbar(useShown())} {...props} />,
  Range: ({ style, ...props }: HTMLChakraProps<'div'>) => {
    const shown = useShown();
    return (
      <BarRange {...part('range')} data-orientation="horizontal" data-state={stateOf(shown)} style={{ width: `${percentOf(shown)}%`, ...style }} {...props} />
    );
  },
};

const ring = root('progressCircle');
const RingCircle = ring.slots.withContext<SVGSVGElement, HTMLChakraProps<'svg'>>('svg', 'circle');
const RingTrack = ring.slots.withContext<SVGCircleElement, HTMLChakraProps<'circle'>>('circle', 'circleTrack');
const RingRange = ring.slots.withContext<SVGCircleElement, HTMLChakraProps<'circle'>>('circle', 'circleRange');
const circle: CSSProperties = {
  '--radius': 'calc(var(--size) / 2 - var(--thickness) / 2)',
  cx: 'calc(var(--size) / 2)',
  cy: 'calc(var(--size) / 2)',
  r: 'var(--radius)',
  fill: 'transparent',
  strokeWidth: 'var(--thickness)',
} as CSSProperties;

export const ProgressCircle = {
  Root: ring.Root,
  Circle: ({ style, ...props }: HTMLChakraProps<'svg'>) => (
    <RingCircle {...part('circle')} {...progressbar(useShown())} style={{ width: 'var(--size)', height: 'var(--size)', ...style }} {...props} />
  ),
  Track: ({ style, ...props }: HTMLChakraProps<'circle'>) => (
    <RingTrack {...part('circle-track')} data-orientation="horizontal" style={{ ...circle, ...style }} {...props} />
  ),
  Range: ({ style, ...props }: HTMLChakraProps<'circle'>) => {
    const shown = useShown();
    const range = {
      ...circle,
      '--percent': percentOf(shown),
      '--circumference': 'calc(2 * 3.14159 * var(--radius))',
      '--offset': 'calc(var(--circumference) * (100 - var(--percent)) / 100)',
      strokeDashoffset: 'calc(var(--circumference) * ((100 - var(--percent)) / 100))',
      strokeDasharray: 'var(--circumference)',
      transformOrigin: 'center',
      transform: 'rotate(-90deg)',
    } as CSSProperties;
    return (
      <RingRange {...part('circle-range')} opacity={shown.value === 0 ? 0 : undefined} data-state={stateOf(shown)} style={{ ...range, ...style }} {...props} />
    );
  },
};
