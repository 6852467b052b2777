import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { createContext, useContext, useId, useState, type KeyboardEvent } from 'react';
import { withRecipe } from '../../theme/with-recipe';

/**
 * Chakra's Tabs (recipe, parts and attributes as Ark writes them) as a few lines of React: the WAI-ARIA
 * tabs pattern (tablist, tab, tabpanel; arrow keys, Home and End move and select, one Tab stop) without
 * Ark's tabs, presence and focus machines, which with Zag's runtime were 11 KiB of Co-Flow's first
 * load (issue 39). The panels not shown stay mounted and hidden, as Chakra's default.
 */
interface TabsState {
  id: string;
  value: string;
  select(value: string): void;
}

const TabsContext = createContext<TabsState>({ id: '', value: '', select: () => undefined });
const slots = createSlotRecipeContext({ key: 'tabs' });
const part = (name: string) => ({ 'data-scope': 'tabs', 'data-part': name, 'data-orientation': 'horizontal', dir: 'ltr' as const });
const triggerId = (id: string, value: string) => `tabs:${id}:trigger-${value}`;
const contentId = (id: string, value: string) => `tabs:${id}:content-${value}`;

type RootProps = Omit<HTMLChakraProps<'div'>, 'defaultValue' | 'onChange'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (details: { value: string }) => void;
  variant?: 'line' | 'subtle' | 'enclosed' | 'outline' | 'plain';
  size?: 'sm' | 'md' | 'lg';
  fitted?: boolean;
  justify?: 'start' | 'center' | 'end';
};

// The recipe comes with the component (theme/with-recipe.tsx): the pages with tabs bring it, not every page's first load.
const StyledRoot = withRecipe(slots.withProvider<HTMLDivElement, RootProps>('div', 'root'), tabsSlotRecipe);
const StyledList = slots.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'list');
const StyledTrigger = slots.withContext<HTMLButtonElement, HTMLChakraProps<'button'>>('button', 'trigger');
const StyledContent = slots.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'content');

function Root({ value, defaultValue = '', onValueChange, ...props }: RootProps) {
  const [own, setOwn] = useState(defaultValue);
  const id = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    setOwn(next);
    onValueChange?.({ value: next });
  };
  return (
    <TabsContext.Provider value={{ id, value: current, select }}>
      <StyledRoot {...part('root')} {...props} />
    </TabsContext.Provider>
  );
}

/** Arrow keys, Home and End: the next tab gets the focus and is selected (Ark's automatic activation). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  const next = tabs[(to + tabs.length) % tabs.length]!;
  next.focus();
  next.click();
}

function List({ onKeyDown, ...props }: HTMLChakraProps<'div'>) {
  return (
    <StyledList
      {...part('list')}
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

function Trigger({ value, onClick, ...props }: HTMLChakraProps<'button'> & { value: string }) {
  const tabs = useContext(TabsContext);
  const selected = tabs.value === value;
  return (
    <StyledTrigger
      {...part('trigger')}
      type="button"
      role="tab"
      id={triggerId(tabs.id, value)}
      aria-selected={selected}
      aria-controls={selected ? contentId(tabs.id, value) : undefined}
      data-selected={selected ? '' : undefined}
      data-value={value}
      tabIndex={selected ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

function Content({ value, ...props }: HTMLChakraProps<'div'> & { value: string }) {
  const tabs = useContext(TabsContext);
  const selected = tabs.value === value;
  return (
    <StyledContent
      {...part('content')}
      role="tabpanel"
      id={contentId(tabs.id, value)}
      aria-labelledby={triggerId(tabs.id, value)}
      data-selected={selected ? '' : undefined}
      hidden={!selected}
      tabIndex={0}
      {...props}
    />
  );
}

export const Tabs = { Root, List, Trigger, Content };
